import { ApiError, describeIssues, SubscriberImportRecordSchema } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import { parseSettings } from '../company/settings';
import type { Database } from '../db/schema';
import { JobFailure, type JobRun } from '../jobs/queue';
import { recordError, runRecordBatch, type RecordOutcome } from '../jobs/record-batch';
import type { BusinessUnit } from '../platform/auth';
import { toChange } from './input';
import { findSubscriber } from './repository';
import type { ChangeSet } from './subscription-plan';
import { writeSubscriber } from './write-subscriber';

export const IMPORT_JOB = 'subscriber-import';
const CHUNK = 500;

export interface ImportPayload {
  existingSubscribers: 'ignore' | 'update' | 'replace';
  resubscribe: boolean;
  errorThreshold?: number | string | undefined;
  defaults?: { subscriptions?: ChangeSet | undefined; targetLists?: ChangeSet | undefined } | undefined;
  subscribers: unknown[];
}

/** The id a raw record will be stored under: its id, or else its e-mail address. */
function idOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as { id?: unknown; email?: unknown };
  if (typeof r.id === 'string') return r.id;
  return typeof r.email === 'string' && r.email !== '' ? r.email : undefined;
}

async function applyRecord(
  app: AppContext,
  trx: Transaction<Database>,
  bu: BusinessUnit,
  p: ImportPayload,
  raw: unknown,
  index: number,
  firstIndex: Map<string, number>,
): Promise<RecordOutcome> {
  const parsed = SubscriberImportRecordSchema.safeParse(raw);
  if (!parsed.success) return recordError(400, describeIssues(parsed.error, 'record'));
  const rec = parsed.data;
  const id = rec.id ?? (rec.email ? rec.email : undefined);
  if (id === undefined) return recordError(400, 'id is required (or an email to use as the id)');
  const first = firstIndex.get(id);
  if (first !== undefined && first !== index)
    return recordError(409, `id ${id} conflicts with the record at index ${first} of this import`);
  const existing = await findSubscriber(trx, bu.id, id);
  if (existing && p.existingSubscribers === 'ignore') return { outcome: 'ignored' };
  try {
    const change = toChange(
      bu,
      {
        email: rec.email,
        profile: rec.profile,
        subscriptions: rec.subscriptions ?? p.defaults?.subscriptions,
        targetLists: rec.targetLists ?? p.defaults?.targetLists,
      },
      !existing || p.existingSubscribers === 'replace',
    );
    change.resubscribe = p.resubscribe;
    await writeSubscriber(app, trx, bu, id, change, { create: true });
    return { outcome: 'completed', location: `/v2/subscribers/${encodeURIComponent(id)}` };
  } catch (err) {
    if (err instanceof ApiError) return recordError(err.status, err.message);
    throw err;
  }
}

/**
 * Imports through the record-batch runner: each chunk of records, its async-result rows and the cursor
 * commit together, so a crash neither repeats nor loses a record.
 */
export function registerImportJob(app: AppContext) {
  app.jobs.register(IMPORT_JOB, async (run: JobRun) => {
    const p = JSON.parse(run.job.payload) as ImportPayload;
    const unit = await run.db.kysely
      .selectFrom('api_users')
      .select(['id', 'name', 'settings'])
      .where('id', '=', run.job.bu_id)
      .executeTakeFirst();
    if (!unit) throw new JobFailure('the business unit of this import no longer exists');
    const bu: BusinessUnit = { id: unit.id, name: unit.name, settings: parseSettings(unit.settings) };
    const firstIndex = new Map<string, number>();
    p.subscribers.forEach((raw, i) => {
      const id = idOf(raw);
      if (id !== undefined && !firstIndex.has(id)) firstIndex.set(id, i);
    });
    return runRecordBatch(run, {
      records: p.subscribers,
      chunkSize: CHUNK,
      errorThreshold: p.errorThreshold,
      describe: 'subscriber import',
      apply: async (trx, chunk, start) => {
        const out: RecordOutcome[] = [];
        for (let i = 0; i < chunk.length; i++)
          out.push(await applyRecord(app, trx, bu, p, chunk[i], start + i, firstIndex));
        return out;
      },
    });
  });
}
