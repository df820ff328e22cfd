import { notFound, type DataRecord } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { writeBatch } from './batch';
import { requireDataset } from './datasets';
import { lockDataset } from './dataset-store';
import { datasetLabel, isProblem } from './record-input';

/** POST .../records/update: synchronous, one transaction, one result per record in request order. */
export async function updateRecords(app: AppContext, buId: number, name: string, records: DataRecord[]) {
  const found = await requireDataset(app, buId, name);
  const results = await app.db.kysely.transaction().execute(async (trx) => {
    const ds = await lockDataset(trx, app.db, buId, found.id);
    if (!ds) throw notFound(`${datasetLabel(name)} does not exist`);
    return writeBatch(
      trx,
      ds,
      records.map((input) => ({ input })),
      'json',
    );
  });
  const counts = { created: 0, updated: 0, failed: 0 };
  const keyed = found.primaryKey.length > 0;
  return {
    counts,
    results: results.map((r, index) => {
      if (isProblem(r)) {
        counts.failed++;
        return { index, outcome: 'failed' as const, error: { status: 400, message: r.error } };
      }
      counts[r.outcome]++;
      return { index, outcome: r.outcome, ...(keyed ? { id: r.key } : {}) };
    }),
  };
}
