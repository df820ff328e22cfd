import type { RecordError } from '@mailroom/contract';
import type { Insertable } from 'kysely';
import type { AsyncResultChunksTable } from '../db/schema';

/**
 * One record of an `async_result_chunks` row's `records` array: a completed record's location, a failed record's
 * error, or 0 for an ignored record. A chunk row holds the consecutive records from its `start_idx`, in order.
 */
export type ChunkRecord = string | RecordError | 0;

export interface RecordsByOutcome {
  completed: string;
  failed: RecordError;
  ignored: 0;
}
export type Outcome = keyof RecordsByOutcome;

const outcomeOf = (r: ChunkRecord): Outcome =>
  typeof r === 'string' ? 'completed' : r === 0 ? 'ignored' : 'failed';

/** The row storing `records`, from request index `startIdx` on, with its per-outcome counts. */
export function chunkRow(
  resultId: string,
  startIdx: number,
  time: string,
  records: ChunkRecord[],
): Insertable<AsyncResultChunksTable> {
  const row = {
    result_id: resultId,
    start_idx: startIdx,
    count: records.length,
    completed: 0,
    failed: 0,
    ignored: 0,
    time,
    records: JSON.stringify(records),
  };
  for (const r of records) row[outcomeOf(r)]++;
  return row;
}

/** The records of a chunk row with the given outcome, each with its index in the original request, in order. */
export function recordsOf<O extends Outcome>(
  chunk: { start_idx: number; records: string },
  outcome: O,
): { index: number; record: RecordsByOutcome[O] }[] {
  const all = JSON.parse(chunk.records) as ChunkRecord[];
  const out: { index: number; record: RecordsByOutcome[O] }[] = [];
  for (let i = 0; i < all.length; i++) {
    const record = all[i]!;
    if (outcomeOf(record) === outcome)
      out.push({ index: chunk.start_idx + i, record: record as RecordsByOutcome[O] });
  }
  return out;
}
