import { sql } from 'kysely';
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

const inList = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`));

function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Message and event counts per subscriber, test sends excluded. A message row is one send; unique opens and
 * clicks count distinct messages (or masters, for events that carry no message id).
 *
 * Test sends record no events (delivery and tracking skip them), so the events' join to their messages, which only
 * guards against events of test messages that slipped in, runs only for chunks whose subscribers have a test
 * message at all; the first query learns that with the sent count. Without the join the statistics of a look-up
 * cost half as much (36 -> 18 us on the bench store; docs/performance.md, change 17).
 */
export async function loadEmailStats(
  db: Executor,
  buId: number,
  pks: number[],
): Promise<Map<number, EmailStats>> {
  const out = new Map<number, EmailStats>(pks.map((pk) => [pk, zeroStats()]));
  for (const part of chunks(pks)) {
    const sent = await sql<{ pk: number; n: number; tests: number }>`
      select subscriber_pk as pk, count(case when is_test = 0 then 1 end) as n, max(is_test) as tests
      from messages where bu_id = ${buId} and subscriber_pk in (${inList(part)})
      group by subscriber_pk`.execute(db);
    for (const r of sent.rows) out.get(Number(r.pk))!.countTotalSent = Number(r.n);
    const withTests = sent.rows.some((r) => Number(r.tests) === 1);
    const ev = await sql<{
      pk: number;
      clicks: number;
      uclicks: number;
      uopens: number;
      delivered: number;
      bounced: number;
    }>`
      select e.subscriber_pk as pk,
        count(case when e.kind = 'click' then 1 end) as clicks,
        count(distinct case when e.kind = 'click' then coalesce(e.message_id, e.master_id) end) as uclicks,
        count(distinct case when e.kind = 'open' then coalesce(e.message_id, e.master_id) end) as uopens,
        count(case when e.kind = 'delivered' then 1 end) as delivered,
        count(case when e.kind = 'bounce' then 1 end) as bounced
      from events e ${withTests ? sql`left join messages m on m.id = e.message_id` : sql``}
      where e.bu_id = ${buId} and e.subscriber_pk in (${inList(part)})
        ${withTests ? sql`and (m.is_test is null or m.is_test = 0)` : sql``}
      group by e.subscriber_pk`.execute(db);
    for (const r of ev.rows) {
      const s = out.get(Number(r.pk))!;
      s.countTotalClicks = Number(r.clicks);
      s.countUniqueClicks = Number(r.uclicks);
      s.countUniqueOpens = Number(r.uopens);
      s.countTotalDelivered = Number(r.delivered);
      s.countTotalBounced = Number(r.bounced);
    }
  }
  return out;
}

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

/** The latest messages of each subscriber (newest first) with their open and click counts. */
export async function loadLatestMessages(
  db: Executor,
  buId: number,
  pks: number[],
): Promise<Map<number, MessageItem[]>> {
  const out = new Map<number, MessageItem[]>(pks.map((pk) => [pk, []]));
  const rows: MessageRow[] = [];
  // One subscriber (a look-up): an index search and a small sort. A page of them: a window over their messages
  // (one query instead of one per subscriber), reading only the listed columns, never the stored content.
  if (pks.length === 1)
    rows.push(
      ...(
        await sql<MessageRow>`
          select ${MESSAGE_COLUMNS} from messages where bu_id = ${buId} and subscriber_pk = ${pks[0]}
          order by created_at desc, id desc limit ${LATEST_MESSAGES}`.execute(db)
      ).rows,
    );
  else
    for (const part of chunks(pks, 100)) {
      const r = await sql<MessageRow>`
        select ${MESSAGE_COLUMNS} from (
          select ${MESSAGE_COLUMNS}, row_number() over (
            partition by subscriber_pk order by created_at desc, id desc) as rn
          from messages where bu_id = ${buId} and subscriber_pk in (${inList(part)})
        ) t where rn <= ${LATEST_MESSAGES}
        order by subscriber_pk, created_at desc, id desc`.execute(db);
      rows.push(...r.rows);
    }
  const counts = new Map<string, { opens: number; clicks: number }>();
  for (const part of chunks(rows.map((r) => r.id))) {
    const r = await sql<{ id: string; opens: number; clicks: number }>`
      select message_id as id,
        count(case when kind = 'open' then 1 end) as opens,
        count(case when kind = 'click' then 1 end) as clicks
      from events where bu_id = ${buId} and message_id in (${inList(part)})
      group by message_id`.execute(db);
    for (const c of r.rows) counts.set(c.id, { opens: Number(c.opens), clicks: Number(c.clicks) });
  }
  for (const m of rows) {
    const c = counts.get(m.id);
    out.get(Number(m.subscriber_pk))!.push({
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
  return out;
}
