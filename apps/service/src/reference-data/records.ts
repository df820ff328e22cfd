import { badRequest, notFound, type DataRecord } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { requireDataset, orThrow } from './datasets';
import { lockDataset, type Dataset } from './dataset-store';
import { filterSql, parseFilters } from './filters';
import { keyText } from './columns';
import { datasetLabel, parseRecordId, readRecord, toWireRecord, type Data } from './record-input';
import { applyWrites, readRecords, removeRecord, type WriteOutcome } from './record-store';

export async function recordPage(
  app: AppContext,
  buId: number,
  name: string,
  query: { limit: number; offset: number } & Record<string, unknown>,
) {
  const ds = await requireDataset(app, buId, name);
  const { limit, offset, ...rest } = query;
  const where = filterSql(app.db.dialect, parseFilters(ds, rest));
  const base = app.db.kysely.selectFrom('dataset_records').where('dataset_id', '=', ds.id);
  const filtered = where ? base.where(where) : base;
  // Unfiltered, the kept count answers without scanning the table.
  const total = where
    ? Number((await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    : ds.recordCount;
  const rows =
    limit === 0
      ? []
      : await filtered.select('data').orderBy('record_key').limit(limit).offset(offset).execute();
  return {
    total,
    offset,
    limit,
    count: rows.length,
    dataset: ds.name,
    uniqueKey: ds.primaryKey,
    records: rows.map((r) => toWireRecord(ds, JSON.parse(r.data) as Data)),
  };
}

const missing = (ds: Dataset, id: string) =>
  notFound(`record "${id}" does not exist in ${datasetLabel(ds.name)}`);

export async function getRecord(
  app: AppContext,
  buId: number,
  name: string,
  id: string,
): Promise<DataRecord> {
  const ds = await requireDataset(app, buId, name);
  const { key } = orThrow(parseRecordId(ds, id));
  const data = (await readRecords(app.db.kysely, ds.id, [key])).get(key);
  if (!data) throw missing(ds, id);
  return toWireRecord(ds, data);
}

/** PUT replaces the record: columns left out become null; key columns come from the id. */
export async function putRecord(app: AppContext, buId: number, name: string, id: string, body: unknown) {
  const found = await requireDataset(app, buId, name);
  const { key, values } = orThrow(parseRecordId(found, id));
  const given = orThrow(readRecord(found, body, 'json'));
  for (const [k, v] of Object.entries(values)) {
    const g = given[k];
    if (g !== undefined && (g === null || keyText(g) !== keyText(v ?? null)))
      throw badRequest(`${k} must equal the value in the record id (${keyText(v ?? null)}), or be left out`);
  }
  const data: Data = { ...given, ...values };
  const outcome: WriteOutcome = await app.db.kysely.transaction().execute(async (trx) => {
    const ds = await lockDataset(trx, app.db, buId, found.id);
    if (!ds) throw missing(found, id);
    const [o] = await applyWrites(trx, ds, [{ key, data, replace: true }]);
    return o ?? 'updated';
  });
  return { created: outcome === 'created', record: toWireRecord(found, data) };
}

export async function deleteRecord(app: AppContext, buId: number, name: string, id: string) {
  const found = await requireDataset(app, buId, name);
  const { key } = orThrow(parseRecordId(found, id));
  const deleted = await app.db.kysely.transaction().execute(async (trx) => {
    const ds = await lockDataset(trx, app.db, buId, found.id);
    return ds ? removeRecord(trx, ds, key) : false;
  });
  if (!deleted) throw missing(found, id);
}
