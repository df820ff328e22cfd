import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';

/**
 * A queued job row and its payload, in the caller's transaction. The payload has a table of its own (migration
 * 0008) so the often-updated job row (lease, progress) stays small.
 */
export async function insertJob(
  trx: Executor,
  job: { ticketId: string; buId: number; kind: string },
  payload: unknown,
): Promise<void> {
  const now = nowIso();
  const { id } = await trx
    .insertInto('jobs')
    .values({
      ticket_id: job.ticketId,
      bu_id: job.buId,
      kind: job.kind,
      state: 'queued',
      run_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('job_payloads')
    .values({ job_id: id, payload: JSON.stringify(payload) })
    .execute();
}

/** A job's payload as stored (JSON text); `null` for a job without one. */
export async function readPayload(db: Executor, jobId: number): Promise<string> {
  const row = await db
    .selectFrom('job_payloads')
    .select('payload')
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.payload ?? 'null';
}
