import type { ReportList } from './reports';

/**
 * The CSV form of a report's event lists (extension: `GET /v2/reports/master-events/{id}` with
 * `Accept: text/csv`, and the console's download): one line per event, the lists one after the other in this
 * order, each oldest first.
 */
export const REPORT_CSV_LISTS = [
  ['opens', 'open'],
  ['clicks', 'click'],
  ['bounces', 'bounce'],
  ['unsubscribes', 'unsubscribe'],
] as const satisfies readonly (readonly [ReportList, string])[];

export type ReportEventKind = (typeof REPORT_CSV_LISTS)[number][1];

export const REPORT_CSV_COLUMNS = ['kind', 'subscriberId', 'time', 'url', 'detail'] as const;

export const REPORT_CSV_HEADER = `${REPORT_CSV_COLUMNS.join(',')}\n`;

/** One event of the CSV: `url` for clicks, `detail` (hard or soft) for bounces, null otherwise. */
export interface ReportCsvEvent {
  kind: ReportEventKind;
  subscriberId: string;
  time: string;
  url: string | null;
  detail: string | null;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** An RFC 4180 field, quoted as csv-stringify's defaults do: only when it holds a quote, a comma, CR or LF. */
const csvField = (v: string) => (NEEDS_QUOTES.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The CSV lines of some events, as one string: built per page rather than a stream object per row
 * (csv-stringify per record was a third of a download's time at 200,000 rows/s).
 */
export function reportCsvLines(events: readonly ReportCsvEvent[]): string {
  let out = '';
  for (const e of events)
    out += `${e.kind},${csvField(e.subscriberId)},${e.time},${csvField(e.url ?? '')},${csvField(e.detail ?? '')}\n`;
  return out;
}
