import type { MasterEventReport } from '@mailroom/contract';
import type { AppContext } from '../context';
import { readReport } from './report-source';

/** The event lists of a report, in download order, with the kind each entry becomes. */
export const EVENT_LISTS = [
  ['opens', 'open'],
  ['clicks', 'click'],
  ['bounces', 'bounce'],
  ['unsubscribes', 'unsubscribe'],
] as const;

export type EventList = (typeof EVENT_LISTS)[number][0];
export type EventKind = (typeof EVENT_LISTS)[number][1];

/** One event of a download: `url` for clicks, `detail` (hard or soft) for bounces, null otherwise. */
export interface ReportEvent {
  kind: EventKind;
  subscriberId: string;
  time: string;
  url: string | null;
  detail: string | null;
}

export const EVENT_COLUMNS = ['kind', 'subscriberId', 'time', 'url', 'detail'] as const;

// The first `,<UTC time>` ends the subscriber id (ids may hold commas); what follows the time is the URL or detail.
const ENTRY = /^(.*?),(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)(?:,(.*))?$/s;

/** Reads the service's `<subscriberId>,<time>[,<url>|,<hard|soft>]` entry. */
export function parseEntry(kind: EventKind, entry: string): ReportEvent {
  const m = ENTRY.exec(entry);
  if (!m) return { kind, subscriberId: entry, time: '', url: null, detail: null };
  const rest = m[3] ?? null;
  return {
    kind,
    subscriberId: m[1] ?? '',
    time: m[2] ?? '',
    url: kind === 'click' ? rest : null,
    detail: kind === 'bounce' ? rest : null,
  };
}

/** The lists the report was requested with, in download order. */
export const selectedLists = (report: MasterEventReport) =>
  EVENT_LISTS.filter(([list]) => report.filters[list]);

/**
 * Every event of the selected lists, one service page at a time (REPORT_PAGE_SIZE entries of one list per
 * request, offset increasing per list). Only the current page is held; a consumer that stops pulling (a slow or
 * gone client) stops the reading too. The service freezes a report's events, so pages never shift.
 */
export async function* reportPages(
  ctx: AppContext,
  report: MasterEventReport,
): AsyncGenerator<ReportEvent[]> {
  const limit = ctx.config.REPORT_PAGE_SIZE;
  for (const [list, kind] of selectedLists(report)) {
    if (report.counts[list] === 0) continue;
    for (let offset = 0; ; offset += limit) {
      const page = (await readReport(ctx, report.id, limit, offset))[list] ?? [];
      if (page.length > 0) yield page.map((entry) => parseEntry(kind, entry));
      if (page.length < limit) break;
    }
  }
}
