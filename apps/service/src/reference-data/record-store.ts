import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';
import { touchDataset, type Dataset } from './dataset-store';
import type { Data } from './record-input';

/** One record to write: `replace` (PUT) sets exactly these columns; otherwise the given columns are merged in. */
export interface RecordWrite {
  key: string;
  data: Data;
  replace: boolean;
}
export type WriteOutcome = 'created' | 'updated';

const BATCH = 500;

export async function readRecords(
  db: Executor,
  datasetId: number,
  keys: string[],
): Promise<Map<string, Data>> {
  const found = new Map<string, Data>();
  for (let i = 0; i < keys.length; i += BATCH) {
    const rows = await db
      .selectFrom('dataset_records')
      .select(['record_key', 'data'])
      .where('dataset_id', '=', datasetId)
      .where('record_key', 'in', keys.slice(i, i + BATCH))
      .execute();
    for (const r of rows) found.set(r.record_key, JSON.parse(r.data) as Data);
  }
  return found;
}

/**
 * Writes records in the caller's transaction (which holds the dataset lock) and keeps `record_count` exact.
 * Writes to the same key apply in order: the second of two new records with one key is an update.
 */
export async function applyWrites(
  trx: Transaction<Database>,
  ds: Dataset,
  writes: RecordWrite[],
): Promise<WriteOutcome[]> {
  if (writes.length === 0) return [];
  const keys = [...new Set(writes.map((w) => w.key))];
  const state = ds.primaryKey.length === 0 ? new Map<string, Data>() : await readRecords(trx, ds.id, keys);
  const existed = new Set(state.keys());
  const outcomes = writes.map((w): WriteOutcome => {
    const prev = state.get(w.key);
    state.set(w.key, w.replace || !prev ? { ...w.data } : { ...prev, ...w.data });
    return prev ? 'updated' : 'created';
  });
  const now = nowIso();
  const rows = keys.map((key) => ({
    dataset_id: ds.id,
    record_key: key,
    data: JSON.stringify(state.get(key)),
    updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += BATCH)
    await trx
      .insertInto('dataset_records')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(['dataset_id', 'record_key']).doUpdateSet((eb) => ({
          data: eb.ref('excluded.data'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  await touchDataset(trx, ds.id, keys.filter((k) => !existed.has(k)).length, now);
  return outcomes;
}

export async function removeRecord(trx: Transaction<Database>, ds: Dataset, key: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('dataset_records')
    .where('dataset_id', '=', ds.id)
    .where('record_key', '=', key)
    .executeTakeFirst();
  const deleted = Number(r.numDeletedRows) > 0;
  if (deleted) await touchDataset(trx, ds.id, -1, nowIso());
  return deleted;
}
