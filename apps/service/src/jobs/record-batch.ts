import type { RecordError } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { chunkRow, type ChunkRecord } from '../async-results/chunks';
import type { Database } from '../db/schema';
import { nowIso } from '../platform/time';
import { setTicketResponse } from '../tickets/ticket-store';
import { JobFailure, type JobResult, type JobRun } from './queue';

/** What one record of a batch came to; `index` is its position in the original request. */
export type RecordOutcome =
  | { outcome: 'completed'; location: string }
  | { outcome: 'failed'; error: RecordError }
  | { outcome: 'ignored' };

export interface BatchSpec<R> {
  records: R[];
  chunkSize: number;
  /** Applies records [start, start + chunk.length) inside the transaction; returns one outcome per record. */
  apply(trx: Transaction<Database>, chunk: R[], start: number): Promise<RecordOutcome[]>;
  /** Count, or percentage such as "5%", of failures that stops the batch; undefined: no check. */
  errorThreshold?: number | string | undefined;
  describe: string;
  /** Runs after each chunk has committed: work that must not happen inside the transaction (sending mail). */
  afterChunk?: (start: number, next: number) => Promise<void>;
}

export const recordError = (
  status: number,
  message: string,
  moreInfo = 'https://mailroom.example/docs/api#async-results',
): RecordOutcome => ({
  outcome: 'failed',
  error: { status, message, moreInfo },
});

const chunkRecord = (o: RecordOutcome): ChunkRecord =>
  o.outcome === 'completed' ? o.location : o.outcome === 'failed' ? o.error : 0;

function thresholdReached(threshold: number | string | undefined, failed: number, total: number) {
  if (threshold === undefined || threshold === 0 || threshold === '0%') return false;
  if (typeof threshold === 'number') return failed > threshold;
  return (failed / total) * 100 > Number(threshold.slice(0, -1));
}

/**
 * Works through a job's records in chunks. Each chunk's changes, its async-result row (one per chunk, all of its
 * records' outcomes) and the job's cursor commit in one transaction, so a crash repeats no record and loses none:
 * a restarted job resumes after the last chunk.
 */
export async function runRecordBatch<R>(run: JobRun, spec: BatchSpec<R>): Promise<JobResult> {
  const resultId = run.job.ticket_id!;
  const total = spec.records.length;
  const progress = run.job.progress ? (JSON.parse(run.job.progress) as { next: number }) : { next: 0 };
  if (progress.next === 0) {
    const now = nowIso();
    await run.commit(progress, (trx) =>
      trx
        .insertInto('async_results')
        .values({ id: resultId, bu_id: run.job.bu_id, requested: total, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),
    );
  }
  let counts = await readCounts(run, resultId);
  for (let start = progress.next; start < total; start += spec.chunkSize) {
    const chunk = spec.records.slice(start, start + spec.chunkSize);
    const next = start + chunk.length;
    counts = await run.commit({ next }, async (trx) => {
      const outcomes = await spec.apply(trx, chunk, start);
      const time = nowIso();
      const row = chunkRow(resultId, start, time, outcomes.map(chunkRecord));
      await trx.insertInto('async_result_chunks').values(row).execute();
      const c = {
        completed: counts.completed + row.completed,
        failed: counts.failed + row.failed,
        ignored: counts.ignored + row.ignored,
      };
      await trx
        .updateTable('async_results')
        .set({ ...c, updated_at: time })
        .where('id', '=', resultId)
        .execute();
      await setTicketResponse(trx, resultId, response(resultId, total, c));
      return c;
    });
    if (spec.afterChunk) await spec.afterChunk(start, next);
    // SQLite work is synchronous and Kysely's awaits are microtasks: without a turn of the event loop here a job ran
    // all its chunks before the process read another request (a 100,000-member import kept every call, even a
    // ping, waiting about a second, and the next import's body unread; bench B3 measured the gaps).
    await nextTurn();
    if (thresholdReached(spec.errorThreshold, counts.failed, total) && next < total) {
      await run.commit({ next: total }, async (trx) => {
        const time = nowIso();
        const rest = Array.from({ length: Math.ceil((total - next) / spec.chunkSize) }, (_, i) => {
          const from = next + i * spec.chunkSize;
          return chunkRow(resultId, from, time, new Array<0>(Math.min(spec.chunkSize, total - from)).fill(0));
        });
        for (let i = 0; i < rest.length; i += 100)
          await trx
            .insertInto('async_result_chunks')
            .values(rest.slice(i, i + 100))
            .execute();
        counts = { ...counts, ignored: counts.ignored + total - next };
        await trx
          .updateTable('async_results')
          .set({ ...counts, updated_at: time })
          .where('id', '=', resultId)
          .execute();
      });
      throw new JobFailure(
        `error threshold ${String(spec.errorThreshold)} exceeded after ${counts.failed} failed records; the remaining ${total - next} were not applied`,
        response(resultId, total, counts),
      );
    }
  }
  return {
    message: `${spec.describe}: ${counts.completed} completed, ${counts.failed} failed, ${counts.ignored} ignored`,
    response: response(resultId, total, counts),
  };
}

type Counts = { completed: number; failed: number; ignored: number };

async function readCounts(run: JobRun, id: string): Promise<Counts> {
  const row = await run.db.kysely
    .selectFrom('async_results')
    .select(['completed', 'failed', 'ignored'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? { completed: 0, failed: 0, ignored: 0 };
}

function response(id: string, requested: number, c: Counts) {
  return {
    asyncResultId: id,
    location: `/v2/async-results/${id}`,
    counts: { requested, ...c, total: c.completed + c.failed },
  };
}
