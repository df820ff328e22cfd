import { Readable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { REPORT_CSV_HEADER, REPORT_CSV_LISTS, reportCsvLines, type ReportList } from '@mailroom/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { bounceKind, pageEventsFrom, type EventKey } from './event-lists';
import type { EventScope } from './scope';

/** Entries read per query: ~10 ms of SQLite on the bench's store, so other requests wait at most that long. */
export const CSV_PAGE = 5000;

/**
 * The named lists of a report as CSV text, page by page: each list read by keyset (an index range scan per page
 * however deep into the list), one string per page. Pulled by the response stream, so a slow client slows the
 * reads and a client that leaves stops them; the event loop gets a turn between pages.
 */
async function* csvPages(db: Kysely<Database>, scope: EventScope, lists: readonly ReportList[]) {
  yield REPORT_CSV_HEADER;
  for (const [list, kind] of REPORT_CSV_LISTS) {
    if (!lists.includes(list)) continue;
    let after: EventKey | undefined;
    do {
      const page = await pageEventsFrom(db, scope, kind, CSV_PAGE, after ?? 0);
      yield reportCsvLines(
        page.rows.map((r) => ({
          kind,
          subscriberId: r.subscriberId,
          time: r.time,
          url: kind === 'click' ? r.url : null,
          detail: kind === 'bounce' ? bounceKind(r.detail) : null,
        })),
      );
      after = page.rows.length === CSV_PAGE ? page.last : undefined;
      await turn();
    } while (after);
  }
}

export const eventCsvStream = (db: Kysely<Database>, scope: EventScope, lists: readonly ReportList[]) =>
  Readable.from(csvPages(db, scope, lists), { objectMode: false });
