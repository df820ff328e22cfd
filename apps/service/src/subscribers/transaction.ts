import { ApiError } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';

/** A unique-key violation from either store: two writers raced for the same subscriber id. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = String(err.code);
  return (
    code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Runs a write in one transaction; a lost race on a unique id answers 409 instead of failing. */
export async function inTransaction<T>(app: AppContext, fn: (trx: Transaction<Database>) => Promise<T>) {
  try {
    return await app.db.kysely.transaction().execute(fn);
  } catch (err) {
    if (isUniqueViolation(err))
      throw new ApiError('conflict', 'a concurrent request changed the same subscriber id; retry');
    throw err;
  }
}
