import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';
import { core } from './migrations/0001-core';
import { messaging } from './migrations/0002-messaging';

/** Migrations are code, listed in order; each receives the dialect to pick column types. */
const migrations: Record<string, (db: Db) => Migration> = {
  '0001-core': core,
  '0002-messaging': messaging,
};

class ListProvider implements MigrationProvider {
  constructor(private readonly db: Db) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(Object.fromEntries(Object.entries(migrations).map(([k, m]) => [k, m(this.db)])));
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: new ListProvider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : (failed?.migrationName ?? JSON.stringify(error));
    throw new Error(`database migration failed: ${reason}`);
  }
}
