import type { Insertable } from 'kysely';
import { parseSettings } from '../company/settings';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { CHUNK_ROWS, insertChunked, iso } from './bulk-insert';
import { SubscriberGenerator } from './demo-subscriber';
import { seedLists } from './seed-lists';
import { seedMessages } from './seed-messages';
import { seedMessaging, type MessagingOptions } from './seed-messaging';
import { Prng } from './prng';

export interface SeedOptions {
  subscribers: number;
  seed?: number | string;
  /** How many target lists (default 12); the first is the big one. */
  lists?: number;
  /** Members of the big list (default: 60% of the subscribers, at least 10,500 when there are that many). */
  listSize?: number;
  /** Campaign messages over the last 30 days (default: 3 per subscriber, at most 120,000). */
  messages?: number;
  /** The moment the data is generated relative to; fixed in tests so two runs compare equal. */
  now?: Date;
  onProgress?: (phase: string, done: number, total: number) => void;
  /** Masters, content blocks, reference data and master delivery history (seed-messaging.ts); absent: none. */
  messaging?: MessagingOptions;
}

export interface SeedSummary {
  subscribers: number;
  dead: number;
  subscriptions: number;
  subscriptionEvents: number;
  lists: number;
  listMembers: number;
  messages: number;
  events: number;
  ms: number;
}

/** What later phases need to know about the subscribers, kept in compact arrays for a million rows. */
export interface Population {
  pks: Int32Array;
  /** Each subscriber's e-mail, which is also its id (`sub_id`) in the demo data. */
  emails: string[];
  dead: Uint8Array;
  /** Bit d set when currently subscribed to division d (the first 32 divisions). */
  subscribed: Uint32Array;
  divisions: string[];
}

/** Subscribers generated and committed per transaction. */
const BATCH = 5000;

/**
 * Fills a business unit with believable, deterministic demo data: subscribers with profiles and subscription
 * histories, target lists, and a month of campaign messages with their events.
 */
export async function seedDemo(db: Db, buId: number, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const unit = await db.kysely
    .selectFrom('api_users')
    .select('settings')
    .where('id', '=', buId)
    .executeTakeFirstOrThrow();
  const divisions = parseSettings(unit.settings)
    .divisions.map((d) => d.name)
    .slice(0, 32);
  // The unit id is part of the seed so two units seeded alike still get distinct tokens and message ids.
  const rng = new Prng(`${options.seed ?? 1}:${buId}`);
  const n = Math.max(0, Math.floor(options.subscribers));
  const pop: Population = {
    pks: new Int32Array(n),
    emails: new Array<string>(n),
    dead: new Uint8Array(n),
    subscribed: new Uint32Array(n),
    divisions,
  };
  const gen = new SubscriberGenerator(rng, divisions.length, now);
  const counts = await seedSubscribers(db, buId, gen, pop, options.onProgress);
  const lists = await seedLists(db, buId, rng, pop, {
    lists: options.lists ?? 12,
    listSize: options.listSize ?? Math.min(n, Math.max(10_500, Math.round(n * 0.6))),
    now,
  });
  options.onProgress?.('lists', lists.lists, lists.lists);
  const messages = await seedMessages(db, buId, rng, pop, {
    // With the messaging seed on, every message belongs to a real master; the stand-alone history is off.
    messages: options.messages ?? (options.messaging ? 0 : Math.min(n * 3, 120_000)),
    now,
  });
  options.onProgress?.('messages', messages.messages, messages.messages);
  if (options.messaging) {
    const m = await seedMessaging(db, buId, { seed: options.seed, now: new Date(now), ...options.messaging });
    options.onProgress?.('messaging', m.events, m.events);
  }
  return {
    subscribers: n,
    ...counts,
    lists: lists.lists,
    listMembers: lists.members,
    messages: messages.messages,
    events: messages.events,
    ms: Math.round(performance.now() - started),
  };
}

async function seedSubscribers(
  db: Db,
  buId: number,
  gen: SubscriberGenerator,
  pop: Population,
  onProgress: SeedOptions['onProgress'],
) {
  const n = pop.pks.length;
  const divisions = pop.divisions;
  const counts = { dead: 0, subscriptions: 0, subscriptionEvents: 0 };
  for (let start = 0; start < n; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, n - start) }, () => gen.next());
    await db.kysely.transaction().execute(async (trx) => {
      const pkByEmail = new Map<string, number>();
      const rows = batch.map((s) => ({
        bu_id: buId,
        sub_id: s.email,
        email: s.email,
        token: s.token,
        attrs: s.attrs,
        dead: s.dead ? 1 : 0,
        referred: 0,
        version: 1,
        created_at: iso(s.createdAt),
        updated_at: iso(s.updatedAt),
      }));
      for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
        const ret = await trx
          .insertInto('subscribers')
          .values(rows.slice(i, i + CHUNK_ROWS))
          .returning(['pk', 'sub_id'])
          .execute();
        for (const r of ret) pkByEmail.set(r.sub_id, r.pk);
      }
      const subs: Insertable<Database['subscriptions']>[] = [];
      const events: Insertable<Database['subscription_events']>[] = [];
      batch.forEach((s, j) => {
        const pk = pkByEmail.get(s.email);
        if (pk === undefined) throw new Error(`seed: no pk returned for ${s.email}`);
        const idx = start + j;
        pop.pks[idx] = pk;
        pop.emails[idx] = s.email;
        pop.dead[idx] = s.dead ? 1 : 0;
        if (s.dead) counts.dead++;
        for (const sub of s.subscriptions) {
          const division = divisions[sub.division] ?? '';
          for (const h of sub.history)
            events.push({ subscriber_pk: pk, division, state: h.state, time: iso(h.time) });
          const current = sub.history[sub.history.length - 1]!;
          subs.push({ subscriber_pk: pk, division, state: current.state, time: iso(current.time) });
          if (current.state === 'subscribed') pop.subscribed[idx]! |= 1 << sub.division;
        }
      });
      await insertChunked(trx, 'subscriptions', subs);
      await insertChunked(trx, 'subscription_events', events);
      counts.subscriptions += subs.length;
      counts.subscriptionEvents += events.length;
    });
    onProgress?.('subscribers', Math.min(start + BATCH, n), n);
  }

  return counts;
}
