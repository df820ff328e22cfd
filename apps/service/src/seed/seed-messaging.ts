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
  /** Events of the newest delivered master, for report benchmarks (default: its share of `events`). */
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
  let messages = 0;
  let events = 0;
  for (const [i, m] of delivered.entries()) {
    let audience = audiences.get(m.division);
    if (!audience) {
      audience = await loadAudience(db, buId, m.division);
      audiences.set(m.division, audience);
    }
    const isBig = big !== undefined && i === delivered.length - 1;
    const r = await seedDelivery(db, buId, rng, m, audience, isBig ? big : share, now);
    messages += r.messages;
    events += r.events;
  }
  return {
    masters,
    deliveredMasters: delivered.length,
    ...catalog,
    messages,
    events,
    bigMasterId: big === undefined ? undefined : delivered[delivered.length - 1]?.id,
    ms: Math.round(performance.now() - started),
  };
}
