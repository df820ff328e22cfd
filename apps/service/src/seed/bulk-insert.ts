import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Rows per INSERT statement. Multi-row inserts amortise the per-statement cost; 500 rows of our widest table stay
 * well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
 */
export const CHUNK_ROWS = 500;

/** Inserts rows in multi-row statements of CHUNK_ROWS, inside the caller's transaction. */
export async function insertChunked<T extends keyof Database>(
  trx: Transaction<Database> | Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK_ROWS))
      .execute();
  }
}

export const iso = (ms: number) => new Date(ms).toISOString();
