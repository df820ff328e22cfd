import { badRequest, notFound } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { toWire } from '../platform/time';
import { countDatasets, findDataset, pageDatasets, type Dataset } from './dataset-store';
import { datasetLabel, isProblem, type Problem } from './record-input';

export async function requireDataset(app: AppContext, buId: number, name: string): Promise<Dataset> {
  const ds = await findDataset(app.db.kysely, buId, name);
  if (!ds) throw notFound(`${datasetLabel(name)} does not exist`);
  return ds;
}

/** A record-level problem in a synchronous call is the call's 400. */
export function orThrow<T>(x: T | Problem): T {
  if (isProblem(x)) throw badRequest(x.error);
  return x;
}

export async function datasetPage(app: AppContext, buId: number, limit: number, offset: number) {
  const db = app.db.kysely;
  const [datasetCount, rows] = await Promise.all([
    countDatasets(db, buId),
    limit === 0 ? Promise.resolve([]) : pageDatasets(db, buId, limit, offset),
  ]);
  return {
    datasetCount,
    offset,
    limit,
    datasets: rows.map((r) => ({ name: r.name, recordCount: r.record_count })),
  };
}

export const toSummary = (ds: Dataset) => ({
  name: ds.name,
  recordCount: ds.recordCount,
  primaryKey: ds.primaryKey,
  lastUpdate: toWire(ds.updatedAt),
});

export const toSchemaView = (ds: Dataset) => ({
  name: ds.name,
  view: 'schema' as const,
  columns: ds.columns,
  primaryKey: ds.primaryKey,
});
