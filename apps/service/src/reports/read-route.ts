import { ApiError, encodeReportCursor, routes, type MasterEventReport } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { negotiate } from '../platform/negotiate';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import { eventCsvStream } from './event-csv';
import { eventString, pageEventsFrom } from './event-lists';
import { requireReport, scopeOf, type ReportFlags } from './report-store';
import { masterHasTestMessages, type EventKind } from './scope';
import type { ReportCounts, TimelineBucket } from './summary';

const LISTS = [
  ['unsubscribes', 'unsubscribe'],
  ['opens', 'open'],
  ['clicks', 'click'],
  ['bounces', 'bounce'],
] as const satisfies readonly (readonly [keyof ReportFlags, EventKind])[];

const REPORT_TYPES = ['application/json', 'text/csv'] as const;

/** The CSV answer holds whole lists: paging parameters there are a mistake worth naming, not something to drop. */
function rejectPaging(raw: unknown) {
  const given = ['limit', 'offset', 'after'].filter((k) => Object.hasOwn(raw as object, k));
  if (given.length > 0)
    throw new ApiError(
      'invalid_request',
      `query ${given.join(', ')}: the text/csv answer holds the whole of each event list, so it takes no ` +
        'limit, offset or after (narrow it with lists, or page the JSON answer)',
    );
}

export function readRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.getMasterEventReport,
  )(async ({ params, query, bu, req }) => {
    const type = negotiate(req.headers.accept, REPORT_TYPES, 'a report');
    if (type === 'text/csv') rejectPaging(req.query);
    const db = app.db.kysely;
    const row = await requireReport(db, bu.id, params.id);
    const flags = JSON.parse(row.filters) as ReportFlags;
    const { lists } = query;
    const wanted = LISTS.filter(([flag]) => flags[flag] && (lists === undefined || lists.includes(flag)));
    const scope = async () => scopeOf(bu.id, row, await masterHasTestMessages(db, bu.id, row.master_id));
    if (type === 'text/csv')
      return {
        status: 'raw',
        raw: eventCsvStream(
          db,
          await scope(),
          wanted.map(([flag]) => flag),
        ),
        contentType: 'text/csv; charset=utf-8',
      };
    const c = JSON.parse(row.summary ?? '{}') as ReportCounts;
    const { limit, offset, after } = query;
    const body: MasterEventReport = {
      id: row.id,
      requestedAt: toWire(row.created_at),
      expiresAt: toWire(row.expires_at),
      offset,
      limit,
      filters: {
        masterId: row.master_id,
        period: `${toWire(row.period_start)}/${toWire(row.period_end)}`,
        ...flags,
      },
      counts: {
        sent: c.sent,
        opens: c.opens,
        clicks: c.clicks,
        bounces: c.bounces,
        unsubscribes: c.unsubscribes,
        uniqueOpens: false,
        uniqueClicks: false,
        uniqueOpenCount: c.uniqueOpenCount,
        uniqueClickCount: c.uniqueClickCount,
        delivered: c.delivered,
      },
      timeline: JSON.parse(row.timeline ?? '[]') as TimelineBucket[],
    };
    // Extension `lists`: only the named lists are read (each list is a query of its own, so a reader that wants
    // one list no longer pays for all of them); `after`: a keyset page of that one list instead of an offset.
    if (wanted.length > 0) {
      const s = await scope();
      for (const [flag, kind] of wanted) {
        const page = await pageEventsFrom(db, s, kind, limit, after ?? offset);
        body[flag] = page.rows.map(eventString);
        if (lists?.length === 1 && page.last && page.rows.length === limit)
          body.next = encodeReportCursor({ list: flag, ...page.last });
      }
    }
    return { status: 200, body };
  });
}
