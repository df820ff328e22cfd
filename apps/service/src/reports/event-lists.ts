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

/** The spec's event strings: `<subscriberId>,<time>`, plus the URL of a click or the kind of a bounce. */
export function eventString(r: ReportEventRow): string {
  const head = `${r.subscriberId},${r.time}`;
  if (r.kind === 'click') return `${head},${r.url ?? ''}`;
  if (r.kind === 'bounce') return `${head},${bounceKind(r.detail)}`;
  return head;
}

/**
 * One page of one kind, oldest first (time, then id: the order of the index). The page's ids are picked from the
 * index alone, so a large offset skips index entries rather than joined rows; only the page is joined.
 */
export async function pageEvents(
  db: Kysely<Database>,
  s: EventScope,
  kind: EventKind,
  limit: number,
  offset: number,
): Promise<ReportEventRow[]> {
  if (limit === 0) return [];
  const rows = await db
    .selectFrom('events as e')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('events')
          .select('events.id')
          .where((w) => w.and([inScope(w, s), w('events.kind', '=', kind)]))
          .orderBy('events.time')
          .orderBy('events.id')
          .limit(limit)
          .offset(offset)
          .as('p'),
      (j) => j.onRef('p.id', '=', 'e.id'),
    )
    .leftJoin('subscribers as s', 's.pk', 'e.subscriber_pk')
    .select(['e.id', 'e.kind', 's.sub_id', 's.email', 'e.time', 'e.url', 'e.detail', 'e.message_id'])
    .orderBy('e.time')
    .orderBy('e.id')
    .execute();
  return rows.map(toRow);
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

/** Keyset batch after (time, id): constant cost per batch however deep into the list. */
async function batchAfter(
  db: Kysely<Database>,
  s: EventScope,
  kind: EventKind,
  after: { time: string; id: number } | undefined,
  size: number,
) {
  return db
    .selectFrom('events as e')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('events')
          .select(['events.id', 'events.time'])
          .where((w) =>
            w.and([
              inScope(w, s),
              w('events.kind', '=', kind),
              ...(after
                ? [
                    w('events.time', '>=', after.time),
                    w.or([w('events.time', '>', after.time), w('events.id', '>', after.id)]),
                  ]
                : []),
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
    let after: { time: string; id: number } | undefined;
    for (;;) {
      const rows = await batchAfter(db, s, kind, after, batchSize);
      for (const r of rows) yield toRow(r);
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) break;
      after = { time: last.time, id: Number(last.id) };
    }
  }
}
