import { badRequest, notFound, routes, type AsyncResult } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import { TICKET_RETENTION_MS } from '../tickets/ticket-store';
import { recordsOf, type Outcome, type RecordsByOutcome } from './chunks';

/** Records returned per array at most; `first`/`last` page through larger results. */
export const MAX_ASYNC_RECORDS = 100_000;

/** Chunk rows read per query while collecting an answer. */
const CHUNKS_PER_READ = 16;

/** `first`/`last` go up to 2^32 - 1; PostgreSQL fails comparing an integer column with more than 2^31 - 1. */
const toColumn = (index: number) => Math.min(index, 2 ** 31 - 1);

export function asyncResultRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.getAsyncResult,
  )(async ({ params, query, bu }) => {
    const db = app.db.kysely;
    if (query.first !== undefined && query.last !== undefined && query.first > query.last)
      throw badRequest('first must not be greater than last');
    const cutoff = new Date(Date.now() - TICKET_RETENTION_MS).toISOString();
    const row = await db
      .selectFrom('async_results')
      .selectAll()
      .where('id', '=', params.id)
      .where('bu_id', '=', bu.id)
      .where('created_at', '>=', cutoff)
      .executeTakeFirst();
    if (!row) throw notFound(`no async result ${params.id}`);

    // `first`/`last` narrow the completed and failed records, never the ignored ones.
    const records = async <O extends Outcome>(outcome: O, ranged: boolean) => {
      const first = ranged ? (query.first ?? 0) : 0;
      const last = ranged ? (query.last ?? Infinity) : Infinity;
      const countColumn: Outcome = outcome;
      let q = db
        .selectFrom('async_result_chunks')
        .select(['start_idx', 'time', 'records'])
        .where('result_id', '=', row.id)
        .where(countColumn, '>', 0);
      if (first > 0) q = q.where((eb) => eb(eb('start_idx', '+', eb.ref('count')), '>', toColumn(first)));
      if (last !== Infinity) q = q.where('start_idx', '<=', toColumn(last));
      const out: { index: number; time: string; record: RecordsByOutcome[O] }[] = [];
      // A few chunks at a time (each up to 4,000 records), so a capped answer never loads a whole result.
      for (let after = -1; ;) {
        const chunks = await q
          .where('start_idx', '>', after)
          .orderBy('start_idx')
          .limit(CHUNKS_PER_READ)
          .execute();
        for (const chunk of chunks) {
          const time = toWire(chunk.time);
          for (const { index, record } of recordsOf(chunk, outcome)) {
            if (index < first || index > last) continue;
            out.push({ index, time, record });
            if (out.length === MAX_ASYNC_RECORDS) return out;
          }
        }
        if (chunks.length < CHUNKS_PER_READ) return out;
        after = chunks[chunks.length - 1]!.start_idx;
      }
    };

    const body: AsyncResult = {
      id: row.id,
      lastUpdate: toWire(row.updated_at),
      counts: {
        completed: row.completed,
        failed: row.failed,
        ignored: row.ignored,
        total: row.completed + row.failed,
      },
    };
    if (row.requested > 0) body.counts.requested = row.requested;
    if (query.failed)
      body.failed = (await records('failed', true)).map((r) => ({
        index: r.index,
        time: r.time,
        error: r.record,
      }));
    if (query.completed)
      body.completed = (await records('completed', true)).map((r) => ({
        index: r.index,
        time: r.time,
        location: r.record,
      }));
    if (query.ignored) body.ignored = (await records('ignored', false)).map((r) => ({ index: r.index }));
    return { status: 200, body };
  });
}
