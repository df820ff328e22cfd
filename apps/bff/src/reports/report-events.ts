import {
  REPORT_CSV_LISTS,
  type MasterEventReport,
  type ReportCsvEvent,
  type ReportEventKind,
} from '@mailroom/contract';
import type { AppContext } from '../context';
import { readReport } from './report-source';

// The first `,<UTC time>` ends the subscriber id (ids may hold commas); what follows the time is the URL or detail.
const ENTRY = /^(.*?),(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)(?:,(.*))?$/s;

/** Reads the service's `<subscriberId>,<time>[,<url>|,<hard|soft>]` entry. */
export function parseEntry(kind: ReportEventKind, entry: string): ReportCsvEvent {
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

/** The lists the report was requested with, in download order (the contract's CSV order). */
export const selectedLists = (report: MasterEventReport) =>
  REPORT_CSV_LISTS.filter(([list]) => report.filters[list]);

/** Pages read from the service ahead of the consumer, at most (plus the one being read). */
const READ_AHEAD = 2;

/**
 * Every event of the selected lists, one service page at a time: REPORT_PAGE_SIZE entries of one list per
 * request (`lists=<list>`, so the service reads only that list), each page after the previous one's `next`
 * cursor (`after=`, an index range scan on the service however deep into the list; offset paging cost
 * O(offset) per page), then the next list. A reader runs ahead of the consumer by at most READ_AHEAD pages, so
 * the service reads the next page while the BFF writes this one and is never left waiting for the BFF; with the
 * one being read, at most three pages are held. A consumer that stops pulling (a slow or gone client) stops the
 * reading once that buffer is full. The service freezes a report's events, so pages never shift.
 */
export async function* reportPages(
  ctx: AppContext,
  report: MasterEventReport,
): AsyncGenerator<ReportCsvEvent[]> {
  const limit = ctx.config.REPORT_PAGE_SIZE;
  const lists = selectedLists(report).filter(([list]) => report.counts[list] > 0);
  const ready: ReportCsvEvent[][] = [];
  let failure: { error: unknown } | undefined;
  let finished = false;
  let stopped = false;
  let wakeConsumer: (() => void) | undefined;
  let wakeReader: (() => void) | undefined;
  const wake = (w: (() => void) | undefined) => w?.();

  const reader = async () => {
    try {
      for (const [list, kind] of lists) {
        let offset = 0;
        let after: string | undefined;
        for (;;) {
          while (ready.length >= READ_AHEAD && !stopped) await new Promise<void>((r) => (wakeReader = r));
          if (stopped) return;
          const answer = await readReport(ctx, report.id, limit, after === undefined ? offset : 0, {
            lists: [list],
            after,
          });
          const page = answer[list] ?? [];
          if (page.length > 0) ready.push(page.map((entry) => parseEntry(kind, entry)));
          wake(wakeConsumer);
          if (page.length < limit) break;
          // A service without the cursor extension answers no `next`: offset paging still reads everything.
          offset += page.length;
          after = answer.next;
        }
      }
    } catch (error) {
      failure = { error };
    } finally {
      finished = true;
      wake(wakeConsumer);
    }
  };
  const reading = reader();
  try {
    for (;;) {
      const page = ready.shift();
      if (page) {
        wake(wakeReader);
        yield page;
      } else if (failure) throw failure.error;
      else if (finished) return;
      else await new Promise<void>((r) => (wakeConsumer = r));
    }
  } finally {
    // A consumer that stops (the client left) stops the reader at its next page; a read under way is left to
    // finish or fail on its own (the reader catches everything, so nothing goes unhandled).
    stopped = true;
    wake(wakeReader);
    void reading;
  }
}
