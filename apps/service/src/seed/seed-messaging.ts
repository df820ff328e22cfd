import { parseSettings } from '../company/settings';
import type { Db } from '../db/connect';
import { Prng } from './prng';
import { seedCatalog } from './seed-catalog';
import { loadAudience, seedDelivery, type Audience } from './seed-history';
import { seedMasters } from './seed-masters';

export interface MessagingOptions {
  /** Masters in all (default 30); the first `deliveredMasters` are delivered, the rest in the other states. */
  masters?: number;
  deliveredMasters?: number;
  /** Events over all delivered masters, the big master's included (default 300,000). */
  events?: number;
  /**
   * Events of one delivered master, for report benchmarks (default: its share of `events`): the newest master of
   * the division with the most subscribers, so its audience can carry the budget at natural engagement.
   */
  bigMasterEvents?: number;
  /** Weeks of history: the delivered masters are spread over this many days (default 35). */
  days?: number;
  seed?: number | string;
  now?: Date;
}

export interface MessagingSummary {
  masters: number;
  deliveredMasters: number;
  contentBlocks: number;
  datasets: number;
  records: number;
  messages: number;
  events: number;
  bigMasterId: string | undefined;
  ms: number;
}

/**
 * The messaging half of the demo unit: masters in every state with templates, content blocks, reference data,
 * and weeks of delivery history for the delivered masters, sent to the unit's own subscribers. Rows go straight
 * into the tables in multi-row inserts; the same seed gives the same data.
 */
export async function seedMessaging(
  db: Db,
  buId: number,
  o: MessagingOptions = {},
): Promise<MessagingSummary> {
  const started = performance.now();
  const now = (o.now ?? new Date()).getTime();
  const rng = new Prng(`messaging:${o.seed ?? 1}:${buId}`);
  const unit = await db.kysely
    .selectFrom('api_users')
    .select('settings')
    .where('id', '=', buId)
    .executeTakeFirstOrThrow();
  const settings = parseSettings(unit.settings);
  const masterCount = Math.max(0, Math.floor(o.masters ?? 30));
  const deliveredCount = Math.min(masterCount, Math.max(0, Math.floor(o.deliveredMasters ?? 10)));
  const catalog = await seedCatalog(db, buId, now);
  const { masters, delivered } = await seedMasters(db, buId, rng, {
    masters: masterCount,
    deliveredMasters: deliveredCount,
    days: Math.max(3, o.days ?? 35),
    now,
    divisions: settings.divisions.map((d) => d.name),
    from: settings.fromAddresses[0] ?? { email: 'news@example.com', friendlyName: 'News' },
    replyTo: settings.replyToAddresses[0] ?? { email: 'support@example.com', friendlyName: 'Support' },
  });
  const total = Math.max(0, o.events ?? 300_000);
  const big = o.bigMasterEvents;
  const others = big === undefined ? delivered.length : delivered.length - 1;
  const share = others > 0 ? Math.max(0, total - (big ?? 0)) / others : 0;
  const audiences = new Map<string, Audience>();
  for (const division of new Set(delivered.map((m) => m.division)))
    audiences.set(division, await loadAudience(db, buId, division));
  const bigMasterId = big === undefined ? undefined : largestAudienceNewest(delivered, audiences)?.id;
  let messages = 0;
  let events = 0;
  for (const m of delivered) {
    const budget = m.id === bigMasterId ? big! : share;
    const r = await seedDelivery(db, buId, rng, m, audiences.get(m.division)!, budget, now);
    messages += r.messages;
    events += r.events;
  }
  return {
    masters,
    deliveredMasters: delivered.length,
    ...catalog,
    messages,
    events,
    bigMasterId,
    ms: Math.round(performance.now() - started),
  };
}

/** The newest delivered master (they come oldest first) of the division with the most subscribers. */
function largestAudienceNewest<M extends { division: string }>(
  delivered: M[],
  audiences: Map<string, Audience>,
) {
  const size = (m: M) => audiences.get(m.division)?.pks.length ?? 0;
  let best: M | undefined;
  for (const m of delivered) if (!best || size(m) >= size(best)) best = m;
  return best;
}
