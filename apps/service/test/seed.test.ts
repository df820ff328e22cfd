import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { connect, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo, type SeedSummary } from '../src/seed/seed-demo';
import { freshDatabaseUrl } from './harness';

const now = new Date('2026-03-01T12:00:00.000Z');
const options = { subscribers: 1500, seed: 'test', listSize: 1100, messages: 1200, now };

interface Store {
  db: Db;
  buId: number;
  summary: SeedSummary;
  drop(): Promise<void>;
}

async function seededStore(seed = options.seed): Promise<Store> {
  const fresh = await freshDatabaseUrl();
  const db = connect(fresh.url);
  await migrateToLatest(db);
  const { id } = await upsertApiUser(db, 'demo', crypto.randomBytes(24).toString('hex'));
  const summary = await seedDemo(db, id, { ...options, seed });
  return {
    db,
    buId: id,
    summary,
    drop: async () => {
      await db.close();
      await fresh.drop();
    },
  };
}

/** Everything but generated keys, in a stable order, to compare two seeded stores. */
async function snapshot(db: Db) {
  const subscribers = await db.kysely
    .selectFrom('subscribers')
    .select(['sub_id', 'email', 'token', 'attrs', 'dead', 'created_at', 'updated_at'])
    .orderBy('pk')
    .execute();
  const lists = await db.kysely
    .selectFrom('target_lists')
    .select(['name', 'member_count', 'archived', 'last_used'])
    .orderBy('id')
    .execute();
  const messages = await db.kysely
    .selectFrom('messages')
    .select(['id', 'email', 'template_id', 'status', 'created_at'])
    .orderBy('id')
    .execute();
  return { subscribers, lists, messages };
}

let a: Store;
beforeAll(async () => {
  a = await seededStore();
});
afterAll(() => a.drop());

describe('seedDemo', () => {
  it('creates the requested subscribers with unique lower-case e-mails and tokens', async () => {
    const rows = await a.db.kysely
      .selectFrom('subscribers')
      .select(['email', 'sub_id', 'token', 'attrs'])
      .execute();
    expect(rows).toHaveLength(1500);
    expect(a.summary.subscribers).toBe(1500);
    expect(new Set(rows.map((r) => r.email)).size).toBe(1500);
    expect(new Set(rows.map((r) => r.token)).size).toBe(1500);
    for (const r of rows) {
      expect(r.email).toBe(r.email.toLowerCase());
      expect(r.email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
      expect(r.token).toMatch(/^[0-9a-f]{24}$/);
      const attrs = JSON.parse(r.attrs) as Record<string, unknown>;
      expect(Object.values(attrs)).not.toContain(null);
      expect(['bronze', 'silver', 'gold', 'platinum']).toContain(attrs.tier);
      expect(typeof attrs.loyaltyPoints).toBe('number');
    }
  });

  it('marks about 2% of the subscribers dead', async () => {
    const dead = await a.db.kysely
      .selectFrom('subscribers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('dead', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(dead.n)).toBe(a.summary.dead);
    expect(Number(dead.n)).toBeGreaterThan(10);
    expect(Number(dead.n)).toBeLessThan(60);
  });

  it('keeps subscription histories that end in the current state, with some former subscriptions', async () => {
    const subs = await a.db.kysely.selectFrom('subscriptions').selectAll().execute();
    const events = await a.db.kysely.selectFrom('subscription_events').selectAll().orderBy('id').execute();
    expect(subs.length).toBe(a.summary.subscriptions);
    expect(events.length).toBe(a.summary.subscriptionEvents);
    const last = new Map<string, string>();
    for (const e of events) last.set(`${e.subscriber_pk}/${e.division}`, e.state);
    for (const s of subs) expect(last.get(`${s.subscriber_pk}/${s.division}`)).toBe(s.state);
    expect(subs.filter((s) => s.state === 'unsubscribed').length).toBeGreaterThan(50);
    expect(new Set(subs.map((s) => s.division))).toEqual(
      new Set(['Newsletter', 'Promotions', 'Product Updates', 'Events']),
    );
  });

  it('creates a dozen lists whose member_count equals their member rows, the big one of the asked size', async () => {
    const lists = await a.db.kysely
      .selectFrom('target_lists')
      .select(['id', 'name', 'member_count'])
      .where('bu_id', '=', a.buId)
      .orderBy('id')
      .execute();
    expect(lists).toHaveLength(12);
    expect(new Set(lists.map((l) => l.name)).size).toBe(12);
    expect(lists[0]!.member_count).toBe(1100);
    for (const l of lists) {
      const rows = await a.db.kysely
        .selectFrom('target_list_members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('list_id', '=', l.id)
        .executeTakeFirstOrThrow();
      expect(Number(rows.n), l.name).toBe(l.member_count);
    }
  });

  it('writes a month of messages with sent, delivered, open, click and bounce events', async () => {
    const messages = await a.db.kysely.selectFrom('messages').select(['template_id', 'created_at']).execute();
    expect(messages).toHaveLength(a.summary.messages);
    expect(new Set(messages.map((m) => m.template_id))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => String(1001 + i))),
    );
    const monthAgo = new Date(now.getTime() - 31 * 86_400_000).toISOString();
    for (const m of messages) expect(m.created_at > monthAgo && m.created_at < now.toISOString()).toBe(true);
    const kinds = await a.db.kysely
      .selectFrom('events')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('kind')
      .execute();
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]));
    expect(byKind.sent).toBe(a.summary.messages);
    for (const kind of ['delivered', 'open', 'click', 'bounce'])
      expect(byKind[kind], kind).toBeGreaterThan(0);
  });

  it('produces the same data for the same seed and different data for another', async () => {
    const b = await seededStore();
    const c = await seededStore('other');
    try {
      const sa = await snapshot(a.db);
      expect(await snapshot(b.db)).toEqual(sa);
      const sc = await snapshot(c.db);
      expect(sc.subscribers.map((s) => s.token)).not.toEqual(sa.subscribers.map((s) => s.token));
    } finally {
      await b.drop();
      await c.drop();
    }
  });
});
