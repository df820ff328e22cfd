import { migrateToLatest as migrate } from '@mailroom/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { MAX_ASYNC_RECORDS } from '../src/async-results/routes';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrations } from '../src/db/migrate';
import type { Tables as OldTables } from '../src/db/migrations/0007-async-result-chunks';
import { recordError, runRecordBatch, type RecordOutcome } from '../src/jobs/record-batch';
import { sweepExpired } from '../src/jobs/sweeper';
import { startService } from '../src/server';
import { freshDatabaseUrl, startTestService, unitClient, type TestService, type TestUnit } from './harness';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const error = (n: number) => ({
  status: 400,
  message: `record ${n} is bad`,
  moreInfo: 'https://x.example/doc',
});

interface Expected {
  completed: { index: number; location: string }[];
  failed: { index: number; error: ReturnType<typeof error> }[];
  ignored: { index: number }[];
}

/** What GET /v2/async-results/{id} must list for these outcomes, `first`/`last` applying to completed and failed. */
function expected(outcomes: RecordOutcome[], first = 0, last = Infinity): Expected {
  const inRange = (i: number) => i >= first && i <= last;
  const out: Expected = { completed: [], failed: [], ignored: [] };
  outcomes.forEach((o, index) => {
    if (o.outcome === 'completed' && inRange(index)) out.completed.push({ index, location: o.location });
    if (o.outcome === 'failed' && inRange(index)) out.failed.push({ index, error: error(index) });
    if (o.outcome === 'ignored') out.ignored.push({ index });
  });
  return out;
}

/** The listed records without their times, which must all be wire times. */
function withoutTimes(body: any): Expected {
  for (const r of [...body.completed, ...body.failed]) expect(r.time).toMatch(WIRE_TIME);
  const strip = ({ time: _time, ...rest }: { time: string }) => rest;
  return {
    completed: body.completed.map(strip),
    failed: body.failed.map(strip),
    ignored: body.ignored,
  };
}

const all = { completed: true, failed: true, ignored: true };

describe('async results stored per chunk', () => {
  let svc: TestService;
  // Every third record completed, then failed, then ignored: each 4-record chunk mixes the three.
  const outcomeOf = (n: number): RecordOutcome =>
    n % 3 === 0
      ? { outcome: 'completed', location: `/v2/things/${n}` }
      : n % 3 === 1
        ? recordError(400, `record ${n} is bad`, 'https://x.example/doc')
        : { outcome: 'ignored' };

  beforeAll(async () => {
    svc = await startTestService();
    svc.service.app.jobs.register('chunk-test', (run) =>
      runRecordBatch(run, {
        records: JSON.parse(run.job.payload) as number[],
        chunkSize: 4,
        describe: 'chunk test',
        apply: (_trx, chunk) => Promise.resolve(chunk.map(outcomeOf)),
      }),
    );
    svc.service.app.jobs.register('chunk-test-big', (run) =>
      runRecordBatch(run, {
        records: Array.from({ length: Number(run.job.payload) }, (_, i) => i),
        chunkSize: 5000,
        describe: 'chunk test',
        apply: (_trx, chunk) =>
          Promise.resolve(chunk.map((n) => ({ outcome: 'completed' as const, location: `/v2/things/${n}` }))),
      }),
    );
  });
  afterAll(() => svc.close());

  async function enqueue(kind: string, payload: unknown): Promise<string> {
    const app = svc.service.app;
    const ticket = await app.db.kysely
      .transaction()
      .execute((trx) =>
        app.jobs.enqueue(
          trx,
          { buId: svc.id, kind, user: svc.user, uri: '/v2/test', requestId: 'r-1', message: 'accepted' },
          payload,
        ),
      );
    return ticket.id;
  }

  async function run(kind: string, payload: unknown): Promise<string> {
    const id = await enqueue(kind, payload);
    expect((await svc.waitForTicket(id)).state).toBe('completed');
    return id;
  }

  it('answers other requests between the chunks of a running job', async () => {
    // Each chunk holds the thread for 15 ms, as a SQLite chunk does; the ping must not wait for all 20.
    let applied = 0;
    svc.service.app.jobs.register('chunk-test-busy', (job) =>
      runRecordBatch(job, {
        records: Array.from({ length: 20 }, (_, i) => i),
        chunkSize: 1,
        describe: 'busy test',
        apply: (_trx, chunk) => {
          const until = performance.now() + 15;
          while (performance.now() < until);
          applied += 1;
          return Promise.resolve(
            chunk.map((n) => ({ outcome: 'completed' as const, location: `/v2/t/${n}` })),
          );
        },
      }),
    );
    const id = await enqueue('chunk-test-busy', null);
    await vi.waitUntil(() => applied > 0, { timeout: 10_000, interval: 1 });
    expect((await svc.call('GET', '/v2/company/ping')).status).toBe(200);
    const appliedAtPing = applied;
    expect((await svc.waitForTicket(id)).state).toBe('completed');
    expect(applied).toBe(20);
    expect(appliedAtPing).toBeLessThan(20);
  });

  it('lists each outcome of mixed chunks by index, with first/last across chunk boundaries', async () => {
    const records = Array.from({ length: 14 }, (_, i) => i);
    const outcomes = records.map(outcomeOf);
    const id = await run('chunk-test', records);
    const chunks = await svc.service.app.db.kysely
      .selectFrom('async_result_chunks')
      .select(['start_idx', 'count', 'completed', 'failed', 'ignored'])
      .where('result_id', '=', id)
      .orderBy('start_idx')
      .execute();
    expect(chunks).toEqual([
      { start_idx: 0, count: 4, completed: 2, failed: 1, ignored: 1 },
      { start_idx: 4, count: 4, completed: 1, failed: 2, ignored: 1 },
      { start_idx: 8, count: 4, completed: 1, failed: 1, ignored: 2 },
      { start_idx: 12, count: 2, completed: 1, failed: 1, ignored: 0 },
    ]);

    const whole = await svc.call('GET', `/v2/async-results/${id}`, { query: all });
    expect(whole.body.counts).toEqual({ requested: 14, completed: 5, failed: 5, ignored: 4, total: 10 });
    expect(withoutTimes(whole.body)).toEqual(expected(outcomes));

    const ranges: [number | undefined, number | undefined][] = [
      [3, 4],
      [4, 7],
      [5, 5],
      [2, 12],
      [7, 8],
      [13, 13],
      [14, 100],
      [0, 0],
      [6, undefined],
      [undefined, 9],
    ];
    for (const [first, last] of ranges) {
      const query = { ...all, ...(first !== undefined && { first }), ...(last !== undefined && { last }) };
      const r = await svc.call('GET', `/v2/async-results/${id}`, { query });
      expect(r.status).toBe(200);
      expect(withoutTimes(r.body), `first=${first} last=${last}`).toEqual(expected(outcomes, first, last));
    }

    const far = await svc.call('GET', `/v2/async-results/${id}`, {
      query: { ...all, first: 3_000_000_000, last: 4_294_967_295 },
    });
    expect(far.status).toBe(200);
    expect(withoutTimes(far.body)).toEqual(expected(outcomes, 3_000_000_000));
    const wide = await svc.call('GET', `/v2/async-results/${id}`, { query: { ...all, last: 4_294_967_295 } });
    expect(withoutTimes(wide.body)).toEqual(expected(outcomes));

    const one = await svc.call('GET', `/v2/async-results/${id}`, {
      query: { completed: true, failed: false },
    });
    expect(one.body.failed).toBeUndefined();
    expect(one.body.ignored).toBeUndefined();
    expect(one.body.completed.map((c: { index: number }) => c.index)).toEqual([0, 3, 6, 9, 12]);
  });

  it(`lists at most ${MAX_ASYNC_RECORDS} records per array, first paging on from any chunk`, async () => {
    const n = MAX_ASYNC_RECORDS + 3;
    const id = await run('chunk-test-big', n);
    const head = await svc.call('GET', `/v2/async-results/${id}`, { query: { completed: true } });
    expect(head.body.completed).toHaveLength(MAX_ASYNC_RECORDS);
    expect(head.body.completed.at(-1)).toEqual({
      index: MAX_ASYNC_RECORDS - 1,
      time: expect.stringMatching(WIRE_TIME),
      location: `/v2/things/${MAX_ASYNC_RECORDS - 1}`,
    });
    const tail = await svc.call('GET', `/v2/async-results/${id}`, {
      query: { completed: true, first: 12_345 },
    });
    const indexes = tail.body.completed.map((c: { index: number }) => c.index);
    expect(indexes).toHaveLength(n - 12_345);
    expect(indexes[0]).toBe(12_345);
    expect(indexes.at(-1)).toBe(n - 1);
  });

  it('is swept with its async result after the retention', async () => {
    const id = await run('chunk-test', [0, 1, 2, 3, 4]);
    const db = svc.service.app.db.kysely;
    const old = new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString();
    await db.updateTable('async_results').set({ created_at: old }).where('id', '=', id).execute();
    await sweepExpired(svc.service.app.db);
    const left = await db
      .selectFrom('async_result_chunks')
      .select('start_idx')
      .where('result_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('migration 0007: per-record rows into chunks', () => {
  type OldRow = OldTables['async_result_records'];
  const T1 = '2026-11-20T10:00:00.123Z';
  const T2 = '2026-11-20T10:00:01.456Z';
  let store: { url: string; drop(): Promise<void> };
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  let unit: TestUnit;

  // Result "big": 2,500 records, the first 1,200 at T1 and the rest at T2, outcomes mixed. Result "gaps": indexes
  // 0-2 and 5-6 (3 and 4 never written), one completed without a location.
  const outcomeAt = (i: number): OldRow['outcome'] =>
    i % 7 === 3 ? 'failed' : i % 11 === 5 ? 'ignored' : 'completed';
  const oldRow = (result_id: string, idx: number, outcome: OldRow['outcome'], time: string): OldRow => ({
    result_id,
    idx,
    outcome,
    time,
    location: outcome === 'completed' ? `/v2/target-lists/l/members/m${idx}` : null,
    error: outcome === 'failed' ? JSON.stringify(error(idx)) : null,
  });
  const big = Array.from({ length: 2500 }, (_, i) => oldRow('big', i, outcomeAt(i), i < 1200 ? T1 : T2));
  const gaps = [0, 1, 2, 5, 6].map((i) => oldRow('gaps', i, i === 1 ? 'failed' : 'completed', T1));
  gaps[0]!.location = null;

  beforeAll(async () => {
    store = await freshDatabaseUrl();
    const db = connect(store.url);
    await migrate(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0007')));
    const key = 'migration-test-key-0123456789';
    const { id: buId } = await upsertApiUser(db, 'migrated', key);
    const now = new Date().toISOString();
    const old = db.kysely.withTables<{ async_result_records: OldRow }>();
    for (const [id, rows] of [
      ['big', big],
      ['gaps', gaps],
    ] as const) {
      const count = (o: string) => rows.filter((r) => r.outcome === o).length;
      await db.kysely
        .insertInto('async_results')
        .values({
          id,
          bu_id: buId,
          requested: rows.length,
          completed: count('completed'),
          failed: count('failed'),
          ignored: count('ignored'),
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (let i = 0; i < rows.length; i += 500)
        await old
          .insertInto('async_result_records')
          .values(rows.slice(i, i + 500))
          .execute();
    }
    await db.close();
    const config = loadConfig({
      PORT: '0',
      DATABASE_URL: store.url,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '0',
    });
    service = await startService(config, { workers: 0 });
    unit = unitClient(service.url, 'migrated', key, buId);
  });
  afterAll(async () => {
    await service?.close();
    await store.drop();
  });

  const wire = (rows: OldRow[], first = 0, last = Infinity) => {
    const inRange = (r: OldRow) => r.idx >= first && r.idx <= last;
    const time = (r: OldRow) => r.time.slice(0, 19) + 'Z';
    return {
      completed: rows
        .filter((r) => r.outcome === 'completed' && inRange(r))
        .map((r) => ({ index: r.idx, time: time(r), location: r.location ?? '' })),
      failed: rows
        .filter((r) => r.outcome === 'failed' && inRange(r))
        .map((r) => ({ index: r.idx, time: time(r), error: JSON.parse(r.error!) as unknown })),
      ignored: rows.filter((r) => r.outcome === 'ignored').map((r) => ({ index: r.idx })),
    };
  };

  it('groups consecutive records with the same time into chunks of at most 1,000', async () => {
    const db = service!.app.db.kysely;
    const chunks = await db
      .selectFrom('async_result_chunks')
      .select(['result_id', 'start_idx', 'count', 'time'])
      .orderBy('result_id')
      .orderBy('start_idx')
      .execute();
    expect(chunks).toEqual([
      { result_id: 'big', start_idx: 0, count: 1000, time: T1 },
      { result_id: 'big', start_idx: 1000, count: 200, time: T1 },
      { result_id: 'big', start_idx: 1200, count: 1000, time: T2 },
      { result_id: 'big', start_idx: 2200, count: 300, time: T2 },
      { result_id: 'gaps', start_idx: 0, count: 3, time: T1 },
      { result_id: 'gaps', start_idx: 5, count: 2, time: T1 },
    ]);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('async_result_records');
  });

  it('reads the moved records through GET /v2/async-results/{id} as before', async () => {
    for (const [id, rows] of [
      ['big', big],
      ['gaps', gaps],
    ] as const) {
      const r = await unit.call('GET', `/v2/async-results/${id}`, { query: all });
      expect(r.status).toBe(200);
      const { completed, failed, ignored } = r.body;
      expect({ completed, failed, ignored }).toEqual(wire(rows));
    }
    const ranged = await unit.call('GET', '/v2/async-results/big', {
      query: { ...all, first: 999, last: 1201 },
    });
    const { completed, failed, ignored } = ranged.body;
    expect({ completed, failed, ignored }).toEqual(wire(big, 999, 1201));
    expect(ranged.body.counts).toEqual({
      requested: 2500,
      completed: wire(big).completed.length,
      failed: wire(big).failed.length,
      ignored: wire(big).ignored.length,
      total: wire(big).completed.length + wire(big).failed.length,
    });
  });
});
