import { SubscriberIdSchema } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { JobFailure, type JobRun } from '../jobs/queue';
import { recordError, runRecordBatch, type RecordOutcome } from '../jobs/record-batch';
import { lockListById } from './list-store';
import { addMembers } from './membership';
import { listLabel } from './wire';

export const MEMBER_IMPORT_JOB = 'target-list-import';
/** Records per transaction: one subscriber look-up and one insert batch per chunk, commits well under 100 ms. */
export const IMPORT_CHUNK = 1000;

export interface ImportPayload {
  listId: number;
  listName: string;
  ids: unknown[];
  errorThreshold?: number | string | undefined;
}

function checkId(id: unknown): string | RecordOutcome {
  if (id === undefined || id === null) return recordError(400, 'id is required');
  if (typeof id !== 'string') return recordError(400, 'id must be a string');
  const r = SubscriberIdSchema.safeParse(id);
  if (!r.success) return recordError(400, `id ${r.error.issues[0]?.message ?? 'is invalid'}`);
  return id;
}

async function applyChunk(
  trx: Transaction<Database>,
  app: AppContext,
  buId: number,
  payload: ImportPayload,
  chunk: unknown[],
): Promise<RecordOutcome[]> {
  const list = await lockListById(trx, app.db, buId, payload.listId);
  if (!list) throw new JobFailure(`${listLabel(payload.listName)} was deleted during the import`);
  if (list.archived === 1) throw new JobFailure(`${listLabel(list.name)} was archived during the import`);
  const checked = chunk.map(checkId);
  const ids = [...new Set(checked.filter((c): c is string => typeof c === 'string'))];
  const subs =
    ids.length === 0
      ? []
      : await trx
          .selectFrom('subscribers')
          .select(['pk', 'sub_id'])
          .where('bu_id', '=', buId)
          .where('sub_id', 'in', ids)
          .execute();
  const pkById = new Map(subs.map((s) => [s.sub_id, s.pk]));
  await addMembers(trx, list.id, [...pkById.values()]);
  const base = `/v2/target-lists/${encodeURIComponent(list.name)}/members/`;
  return checked.map((c) => {
    if (typeof c !== 'string') return c;
    if (!pkById.has(c)) return recordError(404, `subscriber "${c}" does not exist`);
    return { outcome: 'completed', location: base + encodeURIComponent(c) };
  });
}

export function registerImportJob(app: AppContext) {
  app.jobs.register(MEMBER_IMPORT_JOB, async (run: JobRun) => {
    const payload = JSON.parse(run.job.payload) as ImportPayload;
    return runRecordBatch(run, {
      records: payload.ids,
      chunkSize: IMPORT_CHUNK,
      errorThreshold: payload.errorThreshold,
      describe: `member import into ${listLabel(payload.listName)}`,
      apply: (trx, chunk) => applyChunk(trx, app, run.job.bu_id, payload, chunk),
    });
  });
}
