import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './connect';

/**
 * Migrations are code, named and listed in order (names sort lexically, so prefix them `0001-`); each receives
 * the open store so it can pick column types by dialect.
 */
export type NamedMigrations<DB> = Record<string, (db: Db<DB>) => Migration>;

class ListProvider<DB> implements MigrationProvider {
  constructor(
    private readonly db: Db<DB>,
    private readonly migrations: NamedMigrations<DB>,
  ) {}
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(
      Object.fromEntries(Object.entries(this.migrations).map(([name, m]) => [name, m(this.db)])),
    );
  }
}

/** Brings the store to the latest migration; a failure throws naming the migration, so start-up stops. */
export async function migrateToLatest<DB>(
  db: Db<DB>,
  migrations: NamedMigrations<DB>,
  options: { tablePrefix?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new ListProvider(db, migrations),
    ...(options.tablePrefix
      ? {
          migrationTableName: `${options.tablePrefix}migration`,
          migrationLockTableName: `${options.tablePrefix}migration_lock`,
        }
      : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason =
      error instanceof Error ? error.message : `migration ${failed?.migrationName ?? 'unknown'} failed`;
    throw new Error(`database migration failed${failed ? ` (${failed.migrationName})` : ''}: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
