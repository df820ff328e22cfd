import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../config';
import { sqliteFileOf } from '../platform/pid-file';
import { UsageError } from './cli-support';

/** The SQLite file of DATABASE_URL; on PostgreSQL, the message says which tool to use instead. */
export function configuredSqliteFile(postgresHint: string): string {
  const url = loadConfig().DATABASE_URL;
  const file = sqliteFileOf(url);
  if (!file) throw new Error(`DATABASE_URL is PostgreSQL: ${postgresHint}`);
  if (file === ':memory:') throw new UsageError('DATABASE_URL is an in-memory database: nothing to back up');
  return file;
}

/** Tables a store of ours always has; a file without them is not a Mailroom database. */
const CORE_TABLES = ['api_users', 'subscribers', 'jobs', 'tickets', 'kysely_migration'];

/** Why `file` is not a sound Mailroom SQLite database, or undefined when it is. Opens it read-only. */
export function checkDatabaseFile(file: string): string | undefined {
  if (!fs.existsSync(file)) return `${file} does not exist`;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== 'ok');
    if (problems.length > 0)
      return `${file} fails PRAGMA integrity_check: ${problems.slice(0, 3).join('; ')}`;
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    const missing = CORE_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0) return `${file} is not a Mailroom database (no table ${missing.join(', ')})`;
    const migrations = db.prepare('select name from kysely_migration order by name').all() as {
      name: string;
    }[];
    if (migrations.length === 0) return `${file} has no applied migrations`;
    return undefined;
  } catch (err) {
    return `${file} is not a valid SQLite database: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    db?.close();
  }
}
