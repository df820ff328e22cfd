import type { Subscriber, SubscriberRecordView } from '@mailroom/contract';
import { sql } from 'kysely';
import { inListChunks, sqlList } from '../db/sql-list';
import type { BusinessUnit } from '../platform/auth';
import { toWire } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';
import { toUserAttrs } from './attributes';
import { loadEmailActivity } from './email-activity';
import { etagOf } from './etag';
import { parseAttrs, type SubscriberRow } from './repository';
import { loadCurrent, loadEvents, toSubscriptions } from './subscription-store';

type Part = 'profile' | 'subscriptions' | 'emails' | 'messages' | 'targetLists';
type RecordView = SubscriberRecordView;

const partsOf: Record<RecordView, Part[]> = {
  basic: [],
  profile: ['profile'],
  subscriptions: ['subscriptions'],
  emails: ['emails'],
  messages: ['emails', 'messages'],
  'target-lists': ['targetLists'],
  full: ['profile', 'subscriptions', 'emails', 'messages', 'targetLists'],
};

export function basicOf(row: SubscriberRow): Subscriber {
  return {
    id: row.sub_id,
    email: row.email,
    lastUpdate: toWire(row.updated_at),
    dateCreated: toWire(row.created_at),
    ETag: etagOf(row),
    dead: row.dead === 1,
    referred: row.referred === 1,
  };
}

/** Names of the active lists containing each subscriber, sorted. A SQL template, like loadCurrent's (change 18). */
async function loadListNames(db: Executor, buId: number, pks: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(pks.map((pk) => [pk, []]));
  for (const part of inListChunks(pks)) {
    const rows = await sql<{ subscriber_pk: number; name: string }>`
      select m.subscriber_pk, l.name from target_list_members m
      inner join target_lists l on l.id = m.list_id
      where m.subscriber_pk in (${sqlList(part)}) and l.bu_id = ${buId}
        and l.archived = 0`.execute(db);
    for (const r of rows.rows) out.get(Number(r.subscriber_pk))!.push(r.name);
  }
  // Sorted here, not in SQL, so both stores order names the same way whatever their collation.
  for (const names of out.values()) names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return out;
}

/**
 * Builds one view for a whole page of subscribers with one query per part (IN lists), never one per
 * subscriber, so a page of 100 costs the same handful of queries as a page of one.
 */
export async function buildViews(
  db: Executor,
  bu: BusinessUnit,
  rows: SubscriberRow[],
  view: RecordView,
): Promise<Subscriber[]> {
  const parts = new Set(partsOf[view]);
  const pks = rows.map((r) => r.pk);
  if (pks.length === 0) return [];
  // The messages view always comes with the e-mail statistics (partsOf), which are read with it.
  const [current, events, activity, lists] = await Promise.all([
    parts.has('subscriptions') ? loadCurrent(db, pks) : undefined,
    parts.has('subscriptions') ? loadEvents(db, pks) : undefined,
    parts.has('emails') ? loadEmailActivity(db, bu.id, pks, parts.has('messages')) : undefined,
    parts.has('targetLists') ? loadListNames(db, bu.id, pks) : undefined,
  ]);
  const stats = activity?.stats;
  const messages = activity?.messages;
  return rows.map((row) => {
    const s = basicOf(row);
    if (parts.has('profile'))
      s.profile = { userAttrs: toUserAttrs(parseAttrs(row.attrs), bu.settings.profileAttributes) };
    if (current && events)
      s.subscriptions = toSubscriptions(current.get(row.pk) ?? [], events.get(row.pk) ?? []);
    if (stats) s.emails = stats.get(row.pk)!;
    if (messages) s.messages = messages.get(row.pk)!;
    if (lists) s.targetLists = { memberOf: lists.get(row.pk)! };
    return s;
  });
}

export async function buildView(db: Executor, bu: BusinessUnit, row: SubscriberRow, view: RecordView) {
  const [one] = await buildViews(db, bu, [row], view);
  return one!;
}
