import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Dataset } from './dataset-store';
import { isProblem, keyOf, readRecord, type Problem } from './record-input';
import { applyWrites, type RecordWrite, type WriteOutcome } from './record-store';

export type BatchResult = { outcome: WriteOutcome; key: string } | Problem;
/** A record to check and write, or one already rejected before (a CSV row missing a mapped cell). */
export type BatchItem = { input: unknown } | Problem;

/**
 * Inserts or updates records by key, merging the given columns into an existing record. A record that fails its
 * checks fails alone; the others are written in the caller's transaction. One result per input, in order.
 */
export async function writeBatch(
  trx: Transaction<Database>,
  ds: Dataset,
  items: readonly BatchItem[],
  mode: 'json' | 'text',
): Promise<BatchResult[]> {
  const checked = items.map((item): RecordWrite | Problem => {
    if (isProblem(item)) return item;
    const data = readRecord(ds, item.input, mode);
    if (isProblem(data)) return data;
    const key = keyOf(ds, data);
    return isProblem(key) ? key : { key, data, replace: false };
  });
  const writes = checked.filter((c): c is RecordWrite => !isProblem(c));
  const outcomes = await applyWrites(trx, ds, writes);
  let next = 0;
  return checked.map((c) => {
    if (isProblem(c)) return c;
    return { outcome: outcomes[next++] ?? 'updated', key: c.key };
  });
}
