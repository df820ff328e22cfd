import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { runCli, UsageError } from './cli-support';
import { checkDatabaseFile, configuredSqliteFile } from './sqlite-files';

const usage = `usage: npm run backup -w apps/service -- <out-file>

Copies the SQLite store of DATABASE_URL to <out-file> while the service keeps running (SQLite's online
backup API: a consistent snapshot, writers are not blocked), then checks the copy with PRAGMA integrity_check.
<out-file> must not exist. On PostgreSQL use pg_dump (see docs/operations.md).`;

runCli(usage, async () => {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new UsageError('expected exactly one <out-file>');
  const out = path.resolve(args[0]!);
  const source = configuredSqliteFile(
    'back it up with pg_dump, e.g. pg_dump -Fc -f mailroom.dump "$DATABASE_URL"',
  );
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(out)) throw new UsageError(`${out} exists; choose a new file name`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written under a temporary name and renamed, so <out-file> is either a whole backup or absent.
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  const started = Date.now();
  try {
    // One step for the whole file: a backup restarts when another process writes between steps, so small
    // steps under a steady write load might never finish. The step is one read transaction; WAL writers go on.
    await db.backup(partial, { progress: () => 1_000_000_000 });
  } finally {
    db.close();
  }
  const problem = checkDatabaseFile(partial);
  if (problem) {
    fs.rmSync(partial, { force: true });
    throw new Error(`the backup failed its check: ${problem}`);
  }
  fs.renameSync(partial, out);
  const bytes = fs.statSync(out).size;
  console.log(`backed up ${source} to ${out}: ${bytes} bytes in ${Date.now() - started} ms, integrity ok`);
});
