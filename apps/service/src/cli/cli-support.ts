import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../config';
import { connect, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** A mistake in how the command was called: reported with the usage text and exit code 2. */
export class UsageError extends Error {}

/** Opens the store the service would use (same DATABASE_URL and validation) and brings its schema up to date. */
export async function openStore(): Promise<Db> {
  const config = loadConfig();
  const db = connect(config.DATABASE_URL, { poolSize: 2 });
  await migrateToLatest(db);
  return db;
}

/** node:util's parseArgs, with its complaints (an unknown flag, a missing value) turned into usage errors. */
export function parseCliArgs<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

/** Runs a CLI body: usage errors exit 2, other failures 1, with a one-line message instead of a stack. */
export function runCli(usage: string, body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof UsageError) {
        console.error(`${err.message}\n\n${usage}`);
        process.exit(2);
      }
      console.error(err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}

export const API_USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,99}$/;

export function checkApiUserName(name: string | undefined): string {
  if (!name) throw new UsageError('missing the API user name');
  if (!API_USER_NAME.test(name))
    throw new UsageError(`invalid API user name "${name}": use letters, digits, . _ @ - (at most 100)`);
  return name;
}

export function positiveInt(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > 100_000_000)
    throw new UsageError(`--${flag} must be a whole number from 0 to 100000000, got "${value}"`);
  return Number(value);
}
