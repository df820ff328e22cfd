import type { AppContext } from '../app-context';
import { JobFailure, type JobRun } from '../jobs/queue';
import { recordError, runRecordBatch, type RecordOutcome } from '../jobs/record-batch';
import { writeBatch, type BatchItem } from './batch';
import { rowRecord, type MappedRows } from './csv-file';
import { lockDataset } from './dataset-store';
import { datasetLabel, isProblem, recordPath } from './record-input';

export const RECORD_IMPORT_JOB = 'reference-data-import';
/** Records per transaction: one key look-up and one upsert batch per chunk. */
export const RECORD_IMPORT_CHUNK = 1000;

interface PayloadBase {
  datasetId: number;
  datasetName: string;
  errorThreshold?: number | string | undefined;
}
export type RecordImportPayload =
  (PayloadBase & { mode: 'json'; records: unknown[] }) | (PayloadBase & { mode: 'csv' } & MappedRows);

function items(payload: RecordImportPayload): BatchItem[] {
  if (payload.mode === 'json') return payload.records.map((input) => ({ input }));
  return payload.rows.map((row) => {
    const record = rowRecord(payload, row);
    return isProblem(record) ? record : { input: record };
  });
}

export function registerRecordImportJob(app: AppContext) {
  app.jobs.register(RECORD_IMPORT_JOB, async (run: JobRun) => {
    const payload = JSON.parse(run.job.payload) as RecordImportPayload;
    const label = datasetLabel(payload.datasetName);
    return runRecordBatch(run, {
      records: items(payload),
      chunkSize: RECORD_IMPORT_CHUNK,
      errorThreshold: payload.errorThreshold,
      describe: `${payload.mode === 'csv' ? 'file import' : 'import'} into ${label}`,
      apply: async (trx, chunk): Promise<RecordOutcome[]> => {
        const ds = await lockDataset(trx, app.db, run.job.bu_id, payload.datasetId);
        if (!ds) throw new JobFailure(`${label} no longer exists`);
        const results = await writeBatch(trx, ds, chunk, payload.mode === 'csv' ? 'text' : 'json');
        return results.map((r) =>
          isProblem(r)
            ? recordError(400, r.error)
            : { outcome: 'completed', location: recordPath(ds, r.key) },
        );
      },
    });
  });
}
