import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure } from '../src/jobs/queue';
import { sweepExpired } from '../src/jobs/sweeper';
import { recordError, runRecordBatch } from '../src/jobs/record-batch';
import { startTestService, type TestService } from './harness';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let svc: TestService;
const attemptsByPayload = new Map<string, number>();

beforeAll(async () => {
  svc = await startTestService();
  const jobs = svc.service.app.jobs;
  jobs.register('test-ok', () => Promise.resolve({ message: 'done', response: { answer: 42 } }));
  jobs.register('test-flaky', (run) => {
    const n = (attemptsByPayload.get(run.job.payload) ?? 0) + 1;
    attemptsByPayload.set(run.job.payload, n);
    if (n < 3) return Promise.reject(new Error(`transient failure ${n}`));
    return Promise.resolve({ message: `succeeded on attempt ${n}` });
  });
  jobs.register('test-always-down', () => Promise.reject(new Error('subscriber store unavailable')));
  jobs.register('test-fatal', () => Promise.reject(new JobFailure('template 999 does not exist')));
  jobs.register('test-batch', (run) =>
    runRecordBatch(run, {
      records: JSON.parse(run.job.payload) as number[],
      chunkSize: 3,
      describe: 'test batch',
      errorThreshold: undefined,
      apply: (_trx, chunk) =>
        Promise.resolve(
          chunk.map((n) =>
            n < 0
              ? { outcome: 'ignored' as const }
              : n % 2 === 1
                ? recordError(400, `record ${n} is odd`)
                : { outcome: 'completed' as const, location: `/v2/things/${n}` },
          ),
        ),
    }),
  );
});
afterAll(() => svc.close());

async function enqueue(
  kind: string,
  payload: unknown,
  extra: { responseUri?: string; responseRef?: string; buId?: number } = {},
) {
  const app = svc.service.app;
  return app.db.kysely.transaction().execute((trx) =>
    app.jobs.enqueue(
      trx,
      {
        buId: extra.buId ?? svc.id,
        kind,
        user: svc.user,
        uri: '/v2/test',
        requestId: 'r-1',
        message: 'accepted for testing',
        ...extra,
      },
      payload,
    ),
  );
}

describe('tickets', () => {
  it('starts accepted and records every transition until completed', async () => {
    const t = await enqueue('test-ok', {});
    expect(t.state).toBe('accepted');
    expect(t.events).toEqual([
      { state: 'accepted', time: expect.stringMatching(WIRE_TIME), message: 'accepted for testing' },
    ]);
    const done = await svc.waitForTicket(t.id);
    expect(done.state).toBe('completed');
    expect(done.events.map((e: { state: string }) => e.state)).toEqual([
      'accepted',
      'processing',
      'completed',
    ]);
    expect(done.response).toEqual({ answer: 42 });
    expect(done.lastUpdate).toMatch(WIRE_TIME);
    expect(done.request).toMatchObject({
      id: 'r-1',
      user: svc.user,
      uri: '/v2/test',
      time: expect.stringMatching(WIRE_TIME),
    });
  });

  it('goes through retrying and completes when a later attempt succeeds', async () => {
    const t = await enqueue('test-flaky', { n: 'flaky-1' });
    const done = await svc.waitForTicket(t.id);
    expect(done.state).toBe('completed');
    const states = done.events.map((e: { state: string }) => e.state);
    expect(states.filter((s: string) => s === 'retrying')).toHaveLength(2);
    expect(done.message).toBe('succeeded on attempt 3');
  });

  it('fails after the retry schedule is exhausted, with the reason', async () => {
    const t = await enqueue('test-always-down', {});
    const done = await svc.waitForTicket(t.id);
    expect(done.state).toBe('failed');
    expect(done.message).toMatch(/gave up after 4 attempts: subscriber store unavailable/);
  });

  it('fails at once on a permanent error', async () => {
    const t = await enqueue('test-fatal', {});
    const done = await svc.waitForTicket(t.id);
    expect(done.state).toBe('failed');
    expect(done.message).toBe('template 999 does not exist');
    expect(done.events.map((e: { state: string }) => e.state)).toEqual(['accepted', 'processing', 'failed']);
  });

  it('is invisible to another business unit and 404s with a JSON body when unknown', async () => {
    const t = await enqueue('test-ok', {});
    const other = await svc.newUnit();
    const r = await other.call('GET', `/v2/tickets/${t.id}`);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found', message: expect.stringContaining(t.id) });
    expect((await svc.call('GET', '/v2/tickets/nope')).status).toBe(404);
  });

  it('is gone after its 4-day retention', async () => {
    const t = await enqueue('test-ok', {});
    await svc.waitForTicket(t.id);
    const old = new Date(Date.now() - 5 * 24 * 3600 * 1000).toISOString();
    await svc.service.app.db.kysely
      .updateTable('tickets')
      .set({ created_at: old })
      .where('id', '=', t.id)
      .execute();
    expect((await svc.call('GET', `/v2/tickets/${t.id}`)).status).toBe(404);
    await sweepExpired(svc.service.app.db);
    const row = await svc.service.app.db.kysely
      .selectFrom('tickets')
      .select('id')
      .where('id', '=', t.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('responseUri callbacks', () => {
  let server: http.Server;
  let received: { body: any; status: number }[] = [];
  let failFirst = 0;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        const status = failFirst-- > 0 ? 500 : 200;
        received.push({ body: JSON.parse(data), status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the final ticket, retrying until the receiver accepts it', async () => {
    received = [];
    failFirst = 1;
    const t = await enqueue('test-ok', {}, { responseUri: `${base}/hook`, responseRef: 'order-7' });
    await svc.waitForTicket(t.id);
    for (let i = 0; i < 200 && received.filter((r) => r.status === 200).length === 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(received.map((r) => r.status)).toEqual([500, 200]);
    expect(received[1]!.body).toMatchObject({ id: t.id, state: 'completed', responseRef: 'order-7' });
  });
});

describe('async results', () => {
  it('reports every record by its index, with the spec defaults and filters', async () => {
    const t = await enqueue('test-batch', [0, 1, 2, 3, -1, 5, 6]);
    const done = await svc.waitForTicket(t.id);
    expect(done.response.counts).toEqual({ requested: 7, completed: 3, failed: 3, ignored: 1, total: 6 });

    const def = await svc.call('GET', `/v2/async-results/${t.id}`);
    expect(def.status).toBe(200);
    expect(def.body.counts).toEqual({ requested: 7, completed: 3, failed: 3, ignored: 1, total: 6 });
    expect(def.body.failed.map((f: { index: number }) => f.index)).toEqual([1, 3, 5]);
    expect(def.body.failed[0].error).toEqual({
      status: 400,
      message: 'record 1 is odd',
      moreInfo: expect.any(String),
    });
    expect(def.body.completed).toBeUndefined();
    expect(def.body.ignored).toBeUndefined();

    const all = await svc.call('GET', `/v2/async-results/${t.id}`, {
      query: { completed: 'true', ignored: 'true', failed: 'false' },
    });
    expect(all.body.failed).toBeUndefined();
    expect(all.body.completed).toEqual([
      { index: 0, time: expect.stringMatching(WIRE_TIME), location: '/v2/things/0' },
      { index: 2, time: expect.stringMatching(WIRE_TIME), location: '/v2/things/2' },
      { index: 6, time: expect.stringMatching(WIRE_TIME), location: '/v2/things/6' },
    ]);
    expect(all.body.ignored).toEqual([{ index: 4 }]);

    const ranged = await svc.call('GET', `/v2/async-results/${t.id}`, {
      query: { completed: 'true', first: '2', last: '5' },
    });
    expect(ranged.body.completed.map((c: { index: number }) => c.index)).toEqual([2]);
    expect(ranged.body.failed.map((c: { index: number }) => c.index)).toEqual([3, 5]);
  });

  it('rejects bad parameters naming them, and 404s unknown ids with code and message', async () => {
    const t = await enqueue('test-batch', [0]);
    await svc.waitForTicket(t.id);
    const bad = await svc.call('GET', `/v2/async-results/${t.id}`, { query: { failed: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'invalid_request',
      message: 'failed must be true or false',
      requestId: expect.any(String),
    });
    const big = await svc.call('GET', `/v2/async-results/${t.id}`, { query: { first: '4294967296' } });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('first must be an integer from 0 to 4294967295');
    const order = await svc.call('GET', `/v2/async-results/${t.id}`, { query: { first: '5', last: '2' } });
    expect(order.status).toBe(400);
    const missing = await svc.call('GET', '/v2/async-results/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', message: expect.any(String) });
    const other = await svc.newUnit();
    expect((await other.call('GET', `/v2/async-results/${t.id}`)).status).toBe(404);
  });
});
