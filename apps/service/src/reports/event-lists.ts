import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toWire } from '../platform/time';
import { inScope, type EventKind, type EventScope } from './scope';

export interface ReportEventRow {
  id: number;
  kind: EventKind;
  subscriberId: string;
  email: string;
  time: string;
  url: string | null;
  detail: string | null;
  messageId: string | null;
}

/** `hard` or `soft`, read from the start of a bounce's detail (`hard: 550 mailbox unknown`); soft when unsaid. */
export const bounceKind = (detail: string | null) =>
  detail?.toLowerCase().startsWith('hard') ? 'hard' : 'soft';

/** What an entry of a report's event list needs. */
export type ListEntry = Pick<ReportEventRow, 'kind' | 'subscriberId' | 'time' | 'url' | 'detail'>;

/** The spec's event strings: `<subscriberId>,<time>`, plus the URL of a click or the kind of a bounce. */
export function eventString(r: ListEntry): string {
  const head = `${r.subscriberId},${r.time}`;
  if (r.kind === 'click') return `${head},${r.url ?? ''}`;
  if (r.kind === 'bounce') return `${head},${bounceKind(r.detail)}`;
  return head;
}

/** Where an event sits in its list: the stored time, then the id (the order of the report index). */
export interface EventKey {
  time: string;
  id: number;
}

/** One page of a list, and the key of its last entry (the `next` cursor of a keyset read). */
export interface EventPage {
  rows: ListEntry[];
  last: EventKey | undefined;
}

/**
 * One page of one kind, oldest first (time, then id: the order of the index), from an offset or, keyset, from
 * after a key; either way with the key of its last entry. The page is read from the events_report_list index alone
 * (it holds every column an entry needs, the subscriber's id included: migration 0009), so a large offset skips
 * index entries rather than rows. Deep offsets still walk every skipped entry: readers of a whole list use the key
 * (`after`), an index range scan however deep into the list.
 */
export async function pageEventsFrom(
  db: Kysely<Database>,
  s: EventScope,
  kind: EventKind,
  limit: number,
  from: number | EventKey,
): Promise<EventPage> {
  if (limit === 0) return { rows: [], last: undefined };
  const after = typeof from === 'number' ? undefined : from;
  // One lower bound on time (see batchAfter): the cursor's time when it is past the period start.
  const scope = after && after.time > s.start ? { ...s, start: after.time } : s;
  let page = db
    .selectFrom('events')
    .select(['events.id', 'events.time', 'events.sub_id', 'events.url', 'events.detail'])
    .where((w) =>
      w.and([
        inScope(w, scope),
        w('events.kind', '=', kind),
        ...(after ? [w.or([w('events.time', '>', after.time), w('events.id', '>', after.id)])] : []),
      ]),
    )
    .orderBy('events.time')
    .orderBy('events.id')
    .limit(limit);
  if (typeof from === 'number' && from > 0) page = page.offset(from);
  const raw = await page.execute();
  const end = raw[raw.length - 1];
  return {
    rows: raw.map((r) => ({
      kind,
      subscriberId: r.sub_id ?? '',
      time: toWire(r.time),
      url: r.url,
      detail: r.detail,
    })),
    last: end && { time: end.time, id: Number(end.id) },
  };
}

/** One page of one kind from an offset (see pageEventsFrom). */
export async function pageEvents(
  db: Kysely<Database>,
  s: EventScope,
  kind: EventKind,
  limit: number,
  offset: number,
): Promise<ListEntry[]> {
  return (await pageEventsFrom(db, s, kind, limit, offset)).rows;
}

function toRow(r: {
  id: number;
  kind: EventKind;
  sub_id: string | null;
  email: string | null;
  time: string;
  url: string | null;
  detail: string | null;
  message_id: string | null;
}): ReportEventRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    subscriberId: r.sub_id ?? '',
    email: r.email ?? '',
    time: toWire(r.time),
    url: r.url,
    detail: r.detail,
    messageId: r.message_id,
  };
}

/**
 * Keyset batch after (time, id): constant cost per batch however deep into the list. The cursor's time replaces
 * the period start as the one lower bound on time: with two lower bounds (start, and the cursor's time) SQLite's
 * planner, judging by the bound values (STAT4), chose a skip-scan of the index plus a sort of the whole rest of
 * the list for most pages (30-100 ms per 10,000 on the bench's master instead of 7 ms; EXPLAIN QUERY PLAN showed
 * `ANY(bu_id)` and `USE TEMP B-TREE FOR ORDER BY`). One bound keeps it an ordered range scan of events_master.
 */
async function batchAfter(
  db: Kysely<Database>,
  s: EventScope,
  kind: EventKind,
  after: EventKey | undefined,
  size: number,
) {
  const scope = after && after.time > s.start ? { ...s, start: after.time } : s;
  return db
    .selectFrom('events as e')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('events')
          .select(['events.id', 'events.time'])
          .where((w) =>
            w.and([
              inScope(w, scope),
              w('events.kind', '=', kind),
              ...(after ? [w.or([w('events.time', '>', after.time), w('events.id', '>', after.id)])] : []),
            ]),
          )
          .orderBy('events.time')
          .orderBy('events.id')
          .limit(size)
          .as('p'),
      (j) => j.onRef('p.id', '=', 'e.id'),
    )
    .leftJoin('subscribers as s', 's.pk', 'e.subscriber_pk')
    .select(['e.id', 'e.kind', 's.sub_id', 's.email', 'e.time', 'e.url', 'e.detail', 'e.message_id'])
    .orderBy('e.time')
    .orderBy('e.id')
    .execute();
}

/**
 * Streams every event of the given kinds of a report scope, kind after kind, each oldest first, fetched in keyset
 * batches so memory stays flat for a million events.
 */
export async function* iterateScopeEvents(
  db: Kysely<Database>,
  s: EventScope,
  kinds: readonly EventKind[],
  batchSize = 5000,
): AsyncGenerator<ReportEventRow> {
  for (const kind of kinds) {
    let after: EventKey | undefined;
    for (;;) {
      const rows = await batchAfter(db, s, kind, after, batchSize);
      for (const r of rows) yield toRow(r);
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) break;
      after = { time: last.time, id: Number(last.id) };
    }
  }
}
