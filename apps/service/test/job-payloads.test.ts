import { migrateToLatest as migrate } from '@mailroom/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrations } from '../src/db/migrate';
import { startService, type RunningService } from '../src/server';
import { freshDatabaseUrl } from './harness';

// Migration 0008 moves job payloads out of the jobs row: a job queued before it must run after it with its payload.
let store: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let service: RunningService;
const seen: unknown[] = [];
const payload = { ids: Array.from({ length: 2_000 }, (_, i) => `p${i}@example.com`), note: 'é ✓' };

beforeAll(async () => {
  store = await freshDatabaseUrl();
  const db = connect(store.url);
  await migrate(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0008')));
  const { id: buId } = await upsertApiUser(db, 'payloads', 'payloads-key-0123456789abcdef');
  const now = new Date().toISOString();
  // Due in two seconds: after the service below has started and the test has registered its handler.
  const due = new Date(Date.now() + 2_000).toISOString();
  await sql`insert into jobs (ticket_id, bu_id, kind, payload, state, run_at, created_at, updated_at)
    values (null, ${buId}, 'probe', ${JSON.stringify(payload)}, 'queued', ${due}, ${now}, ${now})`.execute(
    db.kysely,
  );
  await db.close();
  const config = loadConfig({ PORT: '0', DATABASE_URL: store.url, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  service = await startService(config, { pollMs: 50 });
  service.app.jobs.register('probe', (run) => {
    seen.push(JSON.parse(run.job.payload));
    return Promise.resolve({ message: 'probed' });
  });
}, 60_000);

afterAll(async () => {
  await service?.close();
  await store?.drop();
});

it('moves every queued job’s payload to job_payloads, and the job runs with it', async () => {
  const db = service.app.db.kysely;
  const columns = (await db.introspection.getTables())
    .find((t) => t.name === 'jobs')!
    .columns.map((c) => c.name);
  expect(columns).not.toContain('payload');
  const stored = await db.selectFrom('job_payloads').selectAll().execute();
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0]!.payload)).toEqual(payload);

  for (let i = 0; i < 200 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(seen).toEqual([payload]);
});
