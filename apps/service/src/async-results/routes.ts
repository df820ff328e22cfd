import { badRequest, notFound, routes, type AsyncResult, type RecordError } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import { TICKET_RETENTION_MS } from '../tickets/ticket-store';

/** Records returned per array at most; `first`/`last` page through larger results. */
export const MAX_ASYNC_RECORDS = 100_000;

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

    const records = async (outcome: 'completed' | 'failed' | 'ignored', ranged: boolean) => {
      let q = db
        .selectFrom('async_result_records')
        .selectAll()
        .where('result_id', '=', row.id)
        .where('outcome', '=', outcome);
      if (ranged && query.first !== undefined) q = q.where('idx', '>=', query.first);
      if (ranged && query.last !== undefined) q = q.where('idx', '<=', query.last);
      return q.orderBy('idx').limit(MAX_ASYNC_RECORDS).execute();
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
        index: r.idx,
        time: toWire(r.time),
        error: JSON.parse(r.error ?? '{}') as RecordError,
      }));
    if (query.completed)
      body.completed = (await records('completed', true)).map((r) => ({
        index: r.idx,
        time: toWire(r.time),
        location: r.location ?? '',
      }));
    if (query.ignored) body.ignored = (await records('ignored', false)).map((r) => ({ index: r.idx }));
    return { status: 200, body };
  });
}
