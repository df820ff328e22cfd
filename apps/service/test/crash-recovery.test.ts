import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { connect, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { nowIso } from '../src/platform/time';
import { freshDatabaseUrl, unitClient, type TestUnit } from './harness';

const N = 30_000;
const serviceDir = path.resolve(__dirname, '..');
const user = `crash-${crypto.randomBytes(3).toString('hex')}`;
const key = crypto.randomBytes(24).toString('base64url');

let store: { url: string; drop(): Promise<void> };
let db: Db;
let buId: number;
let child: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real service as its own process, as an operator would, and waits until it answers. */
async function startChild(): Promise<TestUnit> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serviceDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: store.url,
      SERVICE_BOOTSTRAP_API_USER: user,
      SERVICE_BOOTSTRAP_API_KEY: key,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      // A crashed worker's lease must run out before another process may take the job over (PostgreSQL).
      JOB_LEASE_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  child = proc;
  const unit = unitClient(`http://127.0.0.1:${port}`, user, key, buId);
  const until = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`service exited with ${proc.exitCode}: ${stderr}`);
    try {
      if ((await unit.call('GET', '/v2/company/ping')).status === 200) return unit;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`service did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function kill(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

/** 30,000 subscribers in multi-row inserts: the per-row fixture would dominate the test's time. */
async function seedSubscribers(): Promise<string[]> {
  const ids = Array.from({ length: N }, (_, i) => `crash-${String(i).padStart(5, '0')}@example.com`);
  const now = nowIso();
  for (let i = 0; i < N; i += 1000) {
    await db.kysely
      .insertInto('subscribers')
      .values(
        ids.slice(i, i + 1000).map((id) => ({
          bu_id: buId,
          sub_id: id,
          email: id,
          token: crypto.randomBytes(12).toString('hex'),
          attrs: '{}',
          dead: 0,
          referred: 0,
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return ids;
}

beforeAll(async () => {
  store = await freshDatabaseUrl();
  db = connect(store.url);
  await migrateToLatest(db);
  buId = (await upsertApiUser(db, user, key)).id;
});

afterAll(async () => {
  if (child) await kill(child);
  await db.close();
  await store.drop();
});

describe('crash recovery', () => {
  it('finishes a member import exactly once after the service is killed mid-way', async () => {
    const ids = await seedSubscribers();
    let svc = await startChild();
    const list = 'crash-list';
    expect((await svc.call('PUT', `/v2/target-lists/${list}`, { body: { name: list } })).status).toBe(201);
    const accepted = await svc.call('POST', `/v2/target-lists/${list}/members/import`, {
      body: { members: ids.map((id) => ({ id })) },
    });
    expect(accepted.status).toBe(202);
    const ticketId: string = accepted.body.id;

    // Wait for real progress (some chunks committed), then kill the process without any chance to clean up.
    // The store is watched directly: a round trip through the busy service would see the import finish first.
    const until = Date.now() + 30_000;
    for (;;) {
      const r = await db.kysely
        .selectFrom('async_results')
        .select('completed')
        .where('id', '=', ticketId)
        .executeTakeFirst();
      if (r && r.completed > 0) break;
      if (Date.now() > until) throw new Error('the import made no progress');
    }
    await kill(child!);
    const atCrash = await db.kysely
      .selectFrom('async_results')
      .select('completed')
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(atCrash.completed).toBeGreaterThan(0);
    expect(atCrash.completed).toBeLessThan(N);

    svc = await startChild();
    const ticket = await svc.waitForTicket(ticketId, 90_000);
    expect(ticket.state).toBe('completed');
    expect(ticket.events.some((e: any) => /resumed \(attempt 2\)/.test(e.message))).toBe(true);

    const got = await svc.call('GET', `/v2/target-lists/${list}`);
    expect(got.body.memberCount).toBe(N);
    const rows = await db.kysely
      .selectFrom('target_list_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('list_id', '=', got.body.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(N);

    const result = await svc.call('GET', `/v2/async-results/${ticketId}`, { query: { completed: true } });
    expect(result.body.counts).toEqual({ requested: N, completed: N, failed: 0, ignored: 0, total: N });
    const indexes: number[] = result.body.completed.map((c: any) => c.index);
    expect(indexes).toHaveLength(N);
    expect(new Set(indexes).size).toBe(N);
    expect(indexes.every((idx, i) => idx === i)).toBe(true);
    expect(result.body.failed).toEqual([]);
  }, 180_000);
});
