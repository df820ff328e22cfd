import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import { parseSettings } from '../company/settings';
import type { Database } from '../db/schema';
import { deliverQueued, requeueInterrupted } from '../delivery/deliver';
import { JobFailure, type JobResult, type JobRun } from '../jobs/queue';
import { runRecordBatch, type RecordOutcome } from '../jobs/record-batch';
import type { BusinessUnit } from '../platform/auth';
import { insertQueuedMessages, type NewMessage } from './message-store';
import type { RecipientResult } from './send-recipient';

export async function loadUnit(run: JobRun): Promise<BusinessUnit> {
  const unit = await run.db.kysely
    .selectFrom('api_users')
    .select(['id', 'name', 'settings'])
    .where('id', '=', run.job.bu_id)
    .executeTakeFirst();
  if (!unit) throw new JobFailure('the business unit of this request no longer exists');
  return { id: unit.id, name: unit.name, settings: parseSettings(unit.settings) };
}

export interface SendBatchSpec<R> {
  records: R[];
  chunkSize: number;
  describe: string;
  handle(trx: Transaction<Database>, record: R, index: number): Promise<RecipientResult>;
  /** Runs in the chunk's transaction before its first record (to read what the records need in one go). */
  beforeChunk?(trx: Transaction<Database>, chunk: R[]): Promise<void>;
}

const MAX_NOTED = 20;

/**
 * Every sending job's loop. Messages are written `queued` in their chunk's transaction (with the async-result
 * rows and the cursor), then sent after the commit; a resumed job first sends what an interrupted run had
 * queued. Why a recipient was ignored is noted on the ticket per chunk, so it survives a restart.
 */
export async function runSendBatch<R>(
  app: AppContext,
  run: JobRun,
  spec: SendBatchSpec<R>,
): Promise<JobResult> {
  const ticketId = run.job.ticket_id!;
  await requeueInterrupted(app, ticketId);
  await deliverQueued(app, ticketId);
  const tally = new Map<string, number>();
  let chunkReasons: { index: number; reason: string }[] = [];
  const result = await runRecordBatch(run, {
    records: spec.records,
    chunkSize: spec.chunkSize,
    describe: spec.describe,
    apply: async (trx, chunk, start) => {
      chunkReasons = [];
      const outcomes: RecordOutcome[] = [];
      const messages: NewMessage[] = [];
      await spec.beforeChunk?.(trx, chunk);
      for (let i = 0; i < chunk.length; i++) {
        const r = await spec.handle(trx, chunk[i]!, start + i);
        outcomes.push(r.outcome);
        if ('reason' in r) chunkReasons.push({ index: start + i, reason: r.reason });
        else if (r.message) messages.push(r.message);
      }
      await insertQueuedMessages(trx, messages);
      return outcomes;
    },
    afterChunk: async () => {
      await deliverQueued(app, ticketId);
      if (chunkReasons.length === 0) return;
      for (const { reason } of chunkReasons) tally.set(reason, (tally.get(reason) ?? 0) + 1);
      const listed = chunkReasons
        .slice(0, MAX_NOTED)
        .map((r) => `index ${r.index} ${r.reason}`)
        .join('; ');
      const more = chunkReasons.length > MAX_NOTED ? `; and ${chunkReasons.length - MAX_NOTED} more` : '';
      await run.note(`${chunkReasons.length} recipients ignored: ${listed}${more}`);
    },
  });
  if (tally.size === 0) return result;
  const why = [...tally].map(([reason, n]) => `${n} ${reason}`).join(', ');
  return { ...result, message: `${result.message} (ignored: ${why})` };
}
