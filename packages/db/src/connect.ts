import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface Db<DB> {
  kysely: Kysely<DB>;
  dialect: Dialect;
  /** The raw SQLite handle, for online backups and bulk inserts that bypass the query builder. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export interface ConnectOptions {
  poolSize?: number;
}

// COUNT(*) and BIGINT come back from pg as strings; every count we keep fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export const isPostgresUrl = (url: string) =>
  url.startsWith('postgres://') || url.startsWith('postgresql://');

/**
 * Opens the store named by a URL: `sqlite:./path.db` (WAL, synchronous=NORMAL: a committed transaction survives
 * a process crash) or `postgres://...`.
 */
export function connect<DB>(url: string, options: ConnectOptions = {}): Db<DB> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
    const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error('database URL must start with sqlite: or postgres://');
  const file = url.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes (a BFF and its CLI, or tests) may share one file: wait for the writer instead of failing.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -64000');
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}
