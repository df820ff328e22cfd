import { upsertApiUser } from './api-users/api-users';
import { buildApp, type BuiltApp } from './app';
import type { Config } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import type { QueueOptions } from './jobs/queue';
import { startMasterScheduler } from './masters/scheduler';
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
  const db = connect(config.DATABASE_URL);
  await migrateToLatest(db);
  if (db.dialect === 'sqlite') {
    // One process owns a SQLite file, so a job still marked running was interrupted by a crash: resume it now.
    await db.kysely
      .updateTable('jobs')
      .set({ state: 'queued', lease_owner: null, lease_until: null })
      .where('state', '=', 'running')
      .execute();
  }
  const built = buildApp(config, db, queue);
  const log = built.fastify.log;
  if (config.SERVICE_BOOTSTRAP_API_USER && config.SERVICE_BOOTSTRAP_API_KEY) {
    const r = await upsertApiUser(db, config.SERVICE_BOOTSTRAP_API_USER, config.SERVICE_BOOTSTRAP_API_KEY);
    log.info({ apiUser: config.SERVICE_BOOTSTRAP_API_USER, created: r.created }, 'bootstrap API user ready');
  }
  if (config.SEED_DEMO) await seedIfEmpty(db, log, config.SERVICE_BOOTSTRAP_API_USER);
  const url = await built.fastify.listen({ port: config.PORT, host: config.HOST });
  built.app.jobs.start();
  const scheduler = startMasterScheduler(built.app, config.MASTER_SCHEDULER_MS);
  return {
    ...built,
    url,
    close: async () => {
      await scheduler.stop();
      await built.app.jobs.stop();
      await built.fastify.close();
      await db.close();
    },
  };
}
