import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, DatasetsTable } from '../db/schema';
import type { Executor } from '../tickets/ticket-store';
import type { Column } from './columns';

export type DatasetRow = Selectable<DatasetsTable>;

/** A dataset with its schema parsed: the primary key is alphabetical, the order of composite record ids. */
export interface Dataset {
  id: number;
  buId: number;
  name: string;
  columns: Column[];
  primaryKey: string[];
  recordCount: number;
  createdAt: string;
  updatedAt: string;
}

export function toDataset(row: DatasetRow): Dataset {
  return {
    id: row.id,
    buId: row.bu_id,
    name: row.name,
    columns: JSON.parse(row.columns) as Column[],
    primaryKey: JSON.parse(row.primary_key) as string[],
    recordCount: row.record_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findDataset(db: Executor, buId: number, name: string): Promise<Dataset | undefined> {
  const row = await db
    .selectFrom('datasets')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row && toDataset(row);
}

/**
 * Reads the dataset inside a record-changing transaction. On PostgreSQL the row is locked, so concurrent writers
 * to one dataset take turns and `record_count` stays exact; SQLite already runs one write transaction at a time.
 */
export async function lockDataset(
  trx: Transaction<Database>,
  db: Db,
  buId: number,
  id: number,
): Promise<Dataset | undefined> {
  const q = trx.selectFrom('datasets').selectAll().where('bu_id', '=', buId).where('id', '=', id);
  const row = await (db.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
  return row && toDataset(row);
}

export async function countDatasets(db: Executor, buId: number): Promise<number> {
  const row = await db
    .selectFrom('datasets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bu_id', '=', buId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageDatasets(db: Executor, buId: number, limit: number, offset: number) {
  return db
    .selectFrom('datasets')
    .select(['name', 'record_count'])
    .where('bu_id', '=', buId)
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Adds `delta` records to the count and marks the dataset changed, in the caller's transaction. */
export function touchDataset(trx: Executor, id: number, delta: number, now: string) {
  return trx
    .updateTable('datasets')
    .set((eb) => ({ record_count: eb('record_count', '+', delta), updated_at: now }))
    .where('id', '=', id)
    .execute();
}
