import type { Db } from '../db/connect';
import { findDataset } from './dataset-store';
import { isProblem, parseRecordId, toWireRecord } from './record-input';
import { readRecords } from './record-store';

/**
 * One record for the renderer's reference-data look-ups: `key` is the record id as in the API (composite keys
 * joined by `|` in key-column order). Undefined when the dataset or the record does not exist, or the key does
 * not fit the dataset; every column is present, unset ones as null.
 */
export async function lookupRecord(
  db: Db,
  buId: number,
  dataset: string,
  key: string,
): Promise<Record<string, unknown> | undefined> {
  const ds = await findDataset(db.kysely, buId, dataset);
  if (!ds) return undefined;
  const id = parseRecordId(ds, key);
  if (isProblem(id)) return undefined;
  const data = (await readRecords(db.kysely, ds.id, [id.key])).get(id.key);
  return data && toWireRecord(ds, data);
}
