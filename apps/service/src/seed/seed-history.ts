import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { insertChunked, iso } from './bulk-insert';
import { countWithMean, engagementDelayMs } from './engagement';
import type { Prng } from './prng';
import type { DeliveredMaster } from './seed-masters';

type EventRow = Insertable<Database['events']>;
type MessageRow = Insertable<Database['messages']>;

/** Recipients generated and committed per transaction: bounded memory for a million-event master. */
const BATCH = 5000;
const OPEN_RATE = 0.3;
const CLICKER_RATE = 0.35;
/** Events per recipient at natural engagement: sent, delivered or bounce, and the openers' opens and clicks. */
const NATURAL_EVENTS = 2.45;

export interface Audience {
  pks: number[];
  ids: string[];
  emails: string[];
  dead: boolean[];
}

/** Subscribers currently subscribed to the division, oldest first. */
export async function loadAudience(db: Db, buId: number, division: string): Promise<Audience> {
  const rows = await db.kysely
    .selectFrom('subscribers as s')
    .innerJoin('subscriptions as sub', 'sub.subscriber_pk', 's.pk')
    .select(['s.pk', 's.sub_id', 's.email', 's.dead'])
    .where('s.bu_id', '=', buId)
    .where('sub.division', '=', division)
    .where('sub.state', '=', 'subscribed')
    .orderBy('s.pk')
    .execute();
  return {
    pks: rows.map((r) => r.pk),
    ids: rows.map((r) => r.sub_id),
    emails: rows.map((r) => r.email),
    dead: rows.map((r) => r.dead === 1),
  };
}

/**
 * Audience positions in the order a delivery takes them: every stride-th subscriber for the `planned` first (spread
 * and deterministic), then, for a delivery that needs more, the ones skipped, oldest first. No position twice.
 */
export function* recipientOrder(size: number, planned: number): Generator<number> {
  const stride = size / planned;
  const pick = (j: number) => Math.floor(j * stride);
  for (let j = 0; j < planned; j++) yield pick(j);
  // The planned positions rise with j, so one walk beside them finds the skipped ones. Each is recomputed with the
  // same expression: inverting it (p / stride) rounds differently for some sizes and gave positions twice.
  let j = 0;
  for (let p = 0; p < size; p++) {
    while (j < planned && pick(j) < p) j++;
    if (j === planned || pick(j) !== p) yield p;
  }
}

/**
 * One master's delivery: a message and sent/delivered (or bounce) events per recipient, then opens and clicks
 * after a log-normal delay, and a few unsubscribes. When the event budget asks for more than the audience gives
 * at natural rates, openers open and click more often. Events after `now` are not written (opens still to come),
 * so recipients beyond the planned ones are added until the budget is reached (the last one's events may pass it by
 * a few) or the audience runs out: a recent master still gets its share, and the built totals are the budgets asked
 * for (bench dataset: 5,000,000 events, 1,000,000 of them on the big master).
 */
export async function seedDelivery(
  db: Db,
  buId: number,
  rng: Prng,
  m: DeliveredMaster,
  audience: Audience,
  budget: number,
  now: number,
): Promise<{ messages: number; events: number }> {
  const r = Math.min(audience.pks.length, Math.ceil(budget / NATURAL_EVENTS));
  if (r === 0) return { messages: 0, events: 0 };
  const perOpener = Math.max(1.5, (budget / r - 2) / OPEN_RATE);
  const meanOpens = Math.max(1, perOpener * 0.78);
  const meanClicks = Math.max(1, (perOpener * 0.22) / CLICKER_RATE);
  const order = recipientOrder(audience.pks.length, r);
  const subject = m.subject.replace(/\{\{[^}]*\}\}/g, 'friend');
  let messages = 0;
  let events = 0;
  let j = 0;
  for (let more = true; more && events < budget;) {
    const msgRows: MessageRow[] = [];
    const evRows: EventRow[] = [];
    for (; msgRows.length < BATCH && events + evRows.length < budget; j++) {
      const next = order.next();
      if (next.done) {
        more = false;
        break;
      }
      const a = next.value;
      const pk = audience.pks[a]!;
      const subId = audience.ids[a]!;
      const id = `${buId}${m.id.padStart(6, '0')}${String(j + 1).padStart(7, '0')}`;
      const at = m.sentAt + rng.int(0, 3600) * 1000;
      const ev = (
        kind: EventRow['kind'],
        time: number,
        url: string | null = null,
        detail: string | null = null,
      ) => {
        if (time <= now)
          evRows.push({
            bu_id: buId,
            message_id: id,
            subscriber_pk: pk,
            sub_id: subId,
            master_id: m.id,
            kind,
            url,
            detail,
            time: iso(time),
          });
      };
      const hard = audience.dead[a] === true || rng.chance(0.004);
      const bounced = hard || rng.chance(0.012);
      msgRows.push({
        id,
        bu_id: buId,
        subscriber_pk: pk,
        email: audience.emails[a]!,
        template_id: m.id,
        division: m.division,
        subject,
        is_test: 0,
        transactional: 0,
        status: bounced ? 'bounced' : 'delivered',
        created_at: iso(at),
        sent_at: iso(at),
      });
      ev('sent', at);
      if (bounced) {
        ev(
          'bounce',
          at + rng.int(2, 300) * 1000,
          null,
          hard ? 'hard: 550 5.1.1 mailbox unknown' : 'soft: 452 4.2.2 mailbox full',
        );
        continue;
      }
      const deliveredAt = at + rng.int(1, 30) * 1000;
      ev('delivered', deliveredAt);
      if (!rng.chance(OPEN_RATE)) continue;
      const opens = countWithMean(rng, meanOpens);
      let first = Infinity;
      for (let o = 0; o < opens; o++) {
        const t = deliveredAt + engagementDelayMs(rng);
        first = Math.min(first, t);
        ev('open', t);
      }
      if (rng.chance(CLICKER_RATE)) {
        const clicks = countWithMean(rng, meanClicks);
        for (let c = 0; c < clicks; c++)
          ev(
            'click',
            first + rng.int(5, 900) * 1000 + (c === 0 ? 0 : engagementDelayMs(rng)),
            rng.pick(m.links),
          );
      }
      if (rng.chance(0.012)) ev('unsubscribe', first + rng.int(30, 1800) * 1000);
    }
    await db.kysely.transaction().execute(async (trx) => {
      await insertChunked(trx, 'messages', msgRows);
      await insertChunked(trx, 'events', evRows);
    });
    messages += msgRows.length;
    events += evRows.length;
  }
  return { messages, events };
}
