import fs from 'node:fs';
import path from 'node:path';
import { storeOwner } from '../platform/pid-file';
import { runCli, UsageError } from './cli-support';
import { checkDatabaseFile, configuredSqliteFile } from './sqlite-files';

const usage = `usage: npm run restore -w apps/service -- <backup-file> [--force]

Replaces the SQLite store of DATABASE_URL with <backup-file> after checking it (PRAGMA integrity_check and our
tables and migrations). Stop the service first: a store in use by a running service is only replaced with
--force. The replaced file is kept as <database>.pre-restore. On PostgreSQL use pg_restore.`;

/** Copies to a temporary file beside the target and fsyncs it, so the final rename is atomic and durable. */
async function stageCopy(from: string, target: string): Promise<string> {
  const staged = `${target}.restore-tmp`;
  await fs.promises.copyFile(from, staged);
  const fd = fs.openSync(staged, 'r+');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  return staged;
}

runCli(usage, async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new UsageError('expected one <backup-file>');
  const backup = path.resolve(files[0]!);
  const target = path.resolve(configuredSqliteFile('restore with pg_restore (or psql for a plain dump)'));

  const problem = checkDatabaseFile(backup);
  if (problem) throw new Error(`refusing to restore: ${problem}`);
  const owner = storeOwner(target);
  if (owner !== undefined && !force)
    throw new Error(
      `refusing to restore: a running service (pid ${owner}) uses ${target}; stop it first, or pass --force`,
    );

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const staged = await stageCopy(backup, target);
  if (fs.existsSync(target)) fs.copyFileSync(target, `${target}.pre-restore`);
  // A WAL left by the old database must never be replayed into the restored one.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(staged, target);
  console.log(
    `restored ${backup} to ${target}${owner !== undefined ? ` (forced: pid ${owner} was using it)` : ''}`,
  );
});
