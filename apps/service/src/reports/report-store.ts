import { ApiError } from '@mailroom/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ReportsTable } from '../db/schema';
import { nowIso } from '../platform/time';
import type { EventScope } from './scope';

export const REPORT_JOB = 'master-event-report';

export interface ReportFlags {
  unsubscribes: boolean;
  opens: boolean;
  clicks: boolean;
  bounces: boolean;
}

/** Everything fixed when the request is accepted: the period, the flags and the last event id. */
export interface ReportPayload {
  masterId: string;
  start: string;
  end: string;
  flags: ReportFlags;
  maxEventId: number;
  requestedAt: string;
  expiresAt: string;
}

export type ReportRow = Selectable<ReportsTable>;

export const scopeOf = (buId: number, r: ReportRow, hasTestMessages: boolean): EventScope => ({
  buId,
  masterId: r.master_id,
  start: r.period_start,
  end: r.period_end,
  maxEventId: r.max_event_id ?? 0,
  hasTestMessages,
});

/** Rewrites the row whole, so a job that runs again after a crash leaves the same report. */
export async function saveReport(trx: Transaction<Database>, row: ReportsTable) {
  await trx.deleteFrom('reports').where('id', '=', row.id).execute();
  await trx.insertInto('reports').values(row).execute();
}

/** Reports past their seven days; run whenever a report is computed, so expired rows never pile up. */
export async function purgeExpiredReports(db: Kysely<Database> | Transaction<Database>, now = nowIso()) {
  await db.deleteFrom('reports').where('expires_at', '<=', now).execute();
}

/**
 * A ready, unexpired report of this unit. A report still being computed is a 404 that names its ticket, so a
 * client polling the report instead of the ticket learns where to look.
 */
export async function requireReport(db: Kysely<Database>, buId: number, id: string): Promise<ReportRow> {
  const row = await db
    .selectFrom('reports')
    .selectAll()
    .where('id', '=', id)
    .where('bu_id', '=', buId)
    .executeTakeFirst();
  if (row && row.expires_at > nowIso()) return row;
  if (row) throw new ApiError('not_found', `report "${id}" expired on ${row.expires_at.slice(0, 19)}Z`);
  const ticket = await db
    .selectFrom('tickets')
    .select(['state', 'message'])
    .where('id', '=', id)
    .where('bu_id', '=', buId)
    .where('kind', '=', REPORT_JOB)
    .executeTakeFirst();
  if (ticket?.state === 'failed')
    throw new ApiError('not_found', `report "${id}" failed: ${ticket.message} (ticket /v2/tickets/${id})`);
  if (ticket)
    throw new ApiError('not_found', `report "${id}" is not ready yet: see its ticket /v2/tickets/${id}`);
  throw new ApiError('not_found', `report "${id}" does not exist`);
}
