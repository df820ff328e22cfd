import { sql } from 'kysely';
import { inListChunks, sqlList } from '../db/sql-list';
import { toWire } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';

export interface EmailStats {
  countTotalSent: number;
  countTotalClicks: number;
  countUniqueClicks: number;
  countUniqueOpens: number;
  countTotalDelivered: number;
  countTotalBounced: number;
}

export const LATEST_MESSAGES = 25;

const zeroStats = (): EmailStats => ({
  countTotalSent: 0,
  countTotalClicks: 0,
  countUniqueClicks: 0,
  countUniqueOpens: 0,
  countTotalDelivered: 0,
  countTotalBounced: 0,
});

export interface MessageItem {
  messageId: string;
  templateId: string;
  subscription: string | null;
  subject: string;
  time: string;
  test: boolean;
  status: string;
  opens: number;
  clicks: number;
}

interface MessageRow {
  id: string;
  subscriber_pk: number;
  template_id: string;
  division: string | null;
  subject: string;
  is_test: number;
  status: string;
  created_at: string;
}

const MESSAGE_COLUMNS = sql.raw(
  'id, subscriber_pk, template_id, division, subject, is_test, status, created_at',
);

/**
 * The latest messages of some subscribers, newest first. One subscriber (a look-up): an index search and a small
 * sort. A page of them: a window over their messages (one query instead of one per subscriber), reading only the
 * listed columns, never the stored content.
 */
async function latestMessages(db: Executor, buId: number, pks: number[]): Promise<MessageRow[]> {
  if (pks.length === 1)
    return (
      await sql<MessageRow>`
        select ${MESSAGE_COLUMNS} from messages where bu_id = ${buId} and subscriber_pk = ${pks[0]}
        order by created_at desc, id desc limit ${LATEST_MESSAGES}`.execute(db)
    ).rows;
  return (
    await sql<MessageRow>`
      select ${MESSAGE_COLUMNS} from (
        select ${MESSAGE_COLUMNS}, row_number() over (
          partition by subscriber_pk order by created_at desc, id desc) as rn
        from messages where bu_id = ${buId} and subscriber_pk in (${sqlList(pks)})
      ) t where rn <= ${LATEST_MESSAGES}
      order by subscriber_pk, created_at desc, id desc`.execute(db)
  ).rows;
}

/** One subscriber's events of one kind for one message (or one master, for events without a message). */
interface EventGroup {
  pk: number;
  message_id: string | null;
  master_id: string | null;
  kind: string;
  n: number;
  test: number;
}

/**
 * The subscribers' events counted per message and kind. Test sends record no events (delivery and tracking skip
 * them), so the join that marks events of test messages, a guard against any that slipped in, only runs for
 * subscribers with a test send.
 */
async function eventGroups(db: Executor, buId: number, pks: number[], withTests: boolean) {
  return (
    await sql<EventGroup>`
      select e.subscriber_pk as pk, e.message_id, e.master_id, e.kind, count(*) as n,
        ${withTests ? sql`coalesce(max(m.is_test), 0)` : sql`0`} as test
      from events e ${withTests ? sql`left join messages m on m.id = e.message_id` : sql``}
      where e.bu_id = ${buId} and e.subscriber_pk in (${sqlList(pks)})
      group by e.subscriber_pk, e.message_id, e.master_id, e.kind`.execute(db)
  ).rows;
}

/** Sent count and whether any send was a test, per subscriber, for those whose latest messages are not all. */
async function sendSummary(db: Executor, buId: number, pks: number[]) {
  if (pks.length === 0) return [];
  return (
    await sql<{ pk: number; n: number; tests: number | null }>`
      select subscriber_pk as pk, count(case when is_test = 0 then 1 end) as n, max(is_test) as tests
      from messages where bu_id = ${buId} and subscriber_pk in (${sqlList(pks)})
      group by subscriber_pk`.execute(db)
  ).rows;
}

/**
 * Adds the event groups to the subscribers' statistics (test sends left out) and returns each message's opens and
 * clicks (test sends included: the messages view shows a test send's own).
 */
function tally(groups: EventGroup[], stats: Map<number, EmailStats>) {
  const perMessage = new Map<string, { opens: number; clicks: number }>();
  const unique = new Map<number, { opens: Set<string>; clicks: Set<string> }>();
  for (const g of groups) {
    const n = Number(g.n);
    if (g.message_id !== null && (g.kind === 'open' || g.kind === 'click')) {
      const c = perMessage.get(g.message_id) ?? { opens: 0, clicks: 0 };
      if (g.kind === 'open') c.opens += n;
      else c.clicks += n;
      perMessage.set(g.message_id, c);
    }
    if (Number(g.test) === 1) continue;
    const s = stats.get(Number(g.pk))!;
    const u = unique.get(Number(g.pk)) ?? { opens: new Set<string>(), clicks: new Set<string>() };
    unique.set(Number(g.pk), u);
    // Distinct messages, or masters for events without one (never mixed up: a master's key is marked).
    const key = g.message_id ?? (g.master_id === null ? undefined : `master:${g.master_id}`);
    if (g.kind === 'click') {
      s.countTotalClicks += n;
      if (key !== undefined) u.clicks.add(key);
    } else if (g.kind === 'open') {
      if (key !== undefined) u.opens.add(key);
    } else if (g.kind === 'delivered') s.countTotalDelivered += n;
    else if (g.kind === 'bounce') s.countTotalBounced += n;
  }
  for (const [pk, u] of unique) {
    stats.get(pk)!.countUniqueClicks = u.clicks.size;
    stats.get(pk)!.countUniqueOpens = u.opens.size;
  }
  return perMessage;
}

export interface EmailActivity {
  stats: Map<number, EmailStats>;
  /** With `withMessages`: each subscriber's latest messages (newest first) with their open and click counts. */
  messages: Map<number, MessageItem[]> | undefined;
}

/**
 * The e-mail statistics of some subscribers (spec 2.7: test sends excluded; a message row is one send; unique
 * opens and clicks count distinct messages, or masters for events without a message id) and, when asked, their
 * latest messages, in at most three statements per chunk: the latest messages; the send count, only for
 * subscribers with more messages than that (the others' are all in hand); the events counted per message and kind,
 * which give both the statistics and each listed message's opens and clicks (an event carries its message's
 * subscriber). A look-up went from eight statements of ~220 us to six of ~150 us under B1 (docs/performance.md,
 * changes 17 and 18).
 */
export async function loadEmailActivity(
  db: Executor,
  buId: number,
  pks: number[],
  withMessages: boolean,
): Promise<EmailActivity> {
  const stats = new Map<number, EmailStats>(pks.map((pk) => [pk, zeroStats()]));
  const messages = withMessages ? new Map<number, MessageItem[]>(pks.map((pk) => [pk, []])) : undefined;
  for (const part of inListChunks(pks, 100)) {
    const latest = messages ? await latestMessages(db, buId, part) : [];
    const listed = new Map<number, MessageRow[]>(part.map((pk) => [pk, []]));
    for (const m of latest) listed.get(Number(m.subscriber_pk))!.push(m);
    const tested = new Set<number>();
    const complete = messages ? part.filter((pk) => listed.get(pk)!.length < LATEST_MESSAGES) : [];
    for (const pk of complete) {
      const rows = listed.get(pk)!;
      stats.get(pk)!.countTotalSent = rows.filter((m) => Number(m.is_test) === 0).length;
      if (rows.some((m) => Number(m.is_test) === 1)) tested.add(pk);
    }
    const counted = new Set(complete);
    const uncounted = part.filter((pk) => !counted.has(pk));
    for (const r of await sendSummary(db, buId, uncounted)) {
      stats.get(Number(r.pk))!.countTotalSent = Number(r.n);
      if (Number(r.tests) === 1) tested.add(Number(r.pk));
    }
    const perMessage = tally(await eventGroups(db, buId, part, tested.size > 0), stats);
    for (const m of latest) {
      const c = perMessage.get(m.id);
      messages!.get(Number(m.subscriber_pk))!.push({
        messageId: m.id,
        templateId: m.template_id,
        subscription: m.division,
        subject: m.subject,
        time: toWire(m.created_at),
        test: Number(m.is_test) === 1,
        status: m.status,
        opens: c?.opens ?? 0,
        clicks: c?.clicks ?? 0,
      });
    }
  }
  return { stats, messages };
}
