import type { FastifyBaseLogger } from 'fastify';
import { upsertApiUser } from './api-users/api-users';
import { buildApp, type BuiltApp } from './app';
import type { Config } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { QueueOptions } from './jobs/queue';
import { startMasterScheduler } from './masters/scheduler';
import { claimStore, sqliteFileOf } from './platform/pid-file';
import { seedIfEmpty } from './seed/seed-if-empty';

export interface RunningService extends BuiltApp {
  url: string;
  close(): Promise<void>;
}

/** Opens and migrates the store, applies the bootstrap API user and demo seed, listens, and starts the workers. */
export async function startService(
  config: Config,
  queue: Partial<QueueOptions> = {},
): Promise<RunningService> {
  // The logger comes with the app; a pooled connection that fails before then (during migrations) is dropped quietly.
  const logTo: { log?: FastifyBaseLogger } = {};
  const db = connect(config.DATABASE_URL, {
    onIdleError: (err) =>
      logTo.log?.warn({ err }, 'an idle database connection failed; the pool opens a new one'),
  });
  // An fsync per commit, for operators who would rather lose throughput than the last commits on a power loss.
  if (config.SQLITE_SYNCHRONOUS === 'FULL') db.sqlite?.pragma('synchronous = FULL');
  await migrateToLatest(db);
  if (db.dialect === 'sqlite') {
    // One process owns a SQLite file, so a job still marked running was interrupted by a crash: resume it now.
    await db.kysely
      .updateTable('jobs')
      .set({ state: 'queued', lease_owner: null, lease_until: null })
      .where('state', '=', 'running')
      .execute();
    // Without statistics SQLite plans `bu_id = ? AND message_id IN (...)` on a bu_id index and scans every event
    // of the unit (bench B1: 30 ms per look-up at 100,000 events). optimize with 0x10000 analyses the tables whose
    // statistics are missing or stale, as SQLite recommends when a long-lived connection opens; 0x10 bounds each
    // ANALYZE by rows read (SQLite's default mask has it, 0x10002 alone does not): on the bench's 3.5 GB store
    // without statistics the start took 15.3 s with 0x10002, 1.0 s with 0x10012.
    db.sqlite?.pragma('optimize=0x10012');
  }
  const built = buildApp(config, db, queue);
  const log = built.fastify.log;
  logTo.log = log;
  if (config.SERVICE_BOOTSTRAP_API_USER && config.SERVICE_BOOTSTRAP_API_KEY) {
    const r = await upsertApiUser(db, config.SERVICE_BOOTSTRAP_API_USER, config.SERVICE_BOOTSTRAP_API_KEY);
    log.info({ apiUser: config.SERVICE_BOOTSTRAP_API_USER, created: r.created }, 'bootstrap API user ready');
  }
  if (config.SEED_DEMO) await seedIfEmpty(db, log, config.SERVICE_BOOTSTRAP_API_USER);
  const url = await built.fastify.listen({ port: config.PORT, host: config.HOST });
  // Lets `npm run restore` see that this store is in use; a SIGKILL leaves a stale file, which it recognises.
  const file = db.dialect === 'sqlite' ? sqliteFileOf(config.DATABASE_URL) : undefined;
  const release = file && file !== ':memory:' ? claimStore(file) : () => undefined;
  built.app.jobs.start();
  const scheduler = startMasterScheduler(built.app, config.MASTER_SCHEDULER_MS);
  // Hourly, so statistics follow a store that grew from empty after the start (SQLite's own advice).
  const optimize = db.sqlite && setInterval(() => db.sqlite?.pragma('optimize'), 3_600_000).unref();
  return {
    ...built,
    url,
    close: async () => {
      if (optimize) clearInterval(optimize);
      await scheduler.stop();
      await built.app.jobs.stop();
      await built.fastify.close();
      await db.close();
      release();
    },
  };
}
