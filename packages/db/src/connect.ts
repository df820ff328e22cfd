import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
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
  /**
   * An idle pooled PostgreSQL connection failed (the server restarted, a backend was terminated, the network
   * dropped): pg discards it and opens another on the next query. Without a listener pg's pool re-throws the
   * error as an uncaught exception and the process ends; the default writes one line to stderr.
   */
  onIdleError?: (err: Error) => void;
}

const warnIdleError = (err: Error) =>
  process.stderr.write(`an idle database connection failed (${err.message}); the pool opens a new one\n`);

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
    pool.on('error', (err) => (options.onIdleError ?? warnIdleError)(err));
    // pg emits a socket failure on the client as well as failing its queries; while a client is checked out the
    // pool does not listen, and an 'error' nobody listens to ends the process. The failure already reaches the
    // caller through the query it rejects (or the next one, on a client no longer queryable), and the pool drops
    // the client on release, so this listener only keeps the event from becoming an uncaught exception.
    pool.on('connect', (client) => client.on('error', () => undefined));
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
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/**
 * Kysely asks better-sqlite3 to prepare every statement on every call; preparing was 12% of the service's time in
 * the subscriber look-up benchmark (docs/performance.md). Statements are reusable, so the last `max` distinct SQL
 * texts keep theirs (least recently used out first). A statement still busy (an open iterator of a streamed
 * query) is never handed out twice: the caller gets a fresh one. SQLite re-prepares a cached statement by itself
 * after a schema change.
 */
export function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = sqlite.prepare(sql);
      if (!hit) {
        cache.set(sql, statement);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
