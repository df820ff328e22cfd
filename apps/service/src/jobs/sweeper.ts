import type { Db } from '../db/connect';
import { TICKET_RETENTION_MS } from '../tickets/ticket-store';

/** Deletes tickets, finished jobs and async results past their 4-day retention. */
export async function sweepExpired(db: Db, now = Date.now()) {
  const cutoff = new Date(now - TICKET_RETENTION_MS).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const old = trx.selectFrom('async_results').select('id').where('created_at', '<', cutoff);
    await trx.deleteFrom('async_result_chunks').where('result_id', 'in', old).execute();
    await trx.deleteFrom('async_results').where('created_at', '<', cutoff).execute();
    await trx
      .deleteFrom('jobs')
      .where('state', 'in', ['done', 'failed'])
      .where('updated_at', '<', cutoff)
      .execute();
    await trx.deleteFrom('tickets').where('created_at', '<', cutoff).execute();
  });
}
