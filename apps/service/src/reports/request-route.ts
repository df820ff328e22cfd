import { ApiError, DEFAULT_REPORT_DAYS, REPORT_RETENTION_DAYS, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptAsync } from '../jobs/accept';
import { registerRoute } from '../platform/register';
import { REPORT_JOB, type ReportPayload } from './report-store';

const DAY_MS = 24 * 3600 * 1000;
/** Master ids are int4 keys; a larger number cannot exist (and PostgreSQL would refuse to compare it). */
const MAX_MASTER_ID = 2_147_483_647;

/** A cheap synchronous existence check, so a typo gets a 404 now rather than a failed ticket later. */
async function requireMaster(app: AppContext, buId: number, masterId: string) {
  const id = Number(masterId);
  const row =
    id > MAX_MASTER_ID
      ? undefined
      : await app.db.kysely
          .selectFrom('masters')
          .select('id')
          .where('bu_id', '=', buId)
          .where('id', '=', id)
          .executeTakeFirst();
  if (!row) throw new ApiError('not_found', `filters.masterId: master "${masterId}" does not exist`);
}

export function requestRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.requestMasterEventReport,
  )(async ({ query, body, bu, req }) => {
    const { masterId, period, ...flags } = body.filters;
    await requireMaster(app, bu.id, masterId);
    const now = Date.now();
    // Events recorded after this point are left out, so every page of the report reads the same set.
    const max = await app.db.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    const payload: ReportPayload = {
      masterId,
      start: period?.start ?? new Date(now - DEFAULT_REPORT_DAYS * DAY_MS).toISOString(),
      end: period?.end ?? new Date(now).toISOString(),
      flags,
      maxEventId: Number(max?.max ?? 0),
      requestedAt: new Date(now).toISOString(),
      expiresAt: new Date(now + REPORT_RETENTION_DAYS * DAY_MS).toISOString(),
    };
    return acceptAsync(app, bu, req, {
      kind: REPORT_JOB,
      message: `master event report on master ${masterId} accepted`,
      payload,
      query,
      body,
    });
  });
}
