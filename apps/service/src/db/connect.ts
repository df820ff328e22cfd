import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw SQLite handle, for the online backup command and the bulk-insert baseline. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we keep fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Opens the store named by a URL: `sqlite:./path.db` (WAL, synchronous=NORMAL: a committed transaction survives
 * a process crash; see docs/operations.md) or `postgres://...`.
 */
export function connect(url: string, options: { poolSize?: number } = {}): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -64000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}
