import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { connect, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/seed/seed-demo';
import { recipientOrder } from '../src/seed/seed-history';
import { freshDatabaseUrl } from './harness';

const HOUR = 3_600_000;
const now = new Date('2026-03-01T12:00:00.000Z');
const messaging = { masters: 16, deliveredMasters: 5, events: 30_000, days: 28 };

async function seededStore(seed = 'test', options = messaging) {
  const fresh = await freshDatabaseUrl();
  const db = connect(fresh.url);
  await migrateToLatest(db);
  const { id } = await upsertApiUser(db, 'demo', crypto.randomBytes(24).toString('hex'));
  await seedDemo(db, id, { subscribers: 3000, messages: 300, seed, now, messaging: options });
  // Events of the seeded masters only: seed-messages.ts writes its own under master ids 1001 to 1012.
  const ours = await db.kysely
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('master_id', 'not like', '10__')
    .executeTakeFirstOrThrow();
  const summary = { events: Number(ours.n) };
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

async function snapshot(db: Db) {
  const masters = await db.kysely
    .selectFrom('masters')
    .select(['name', 'status', 'archived', 'envelope', 'html', 'schedule', 'next_time'])
    .orderBy('id')
    .execute();
  const events = await db.kysely
    .selectFrom('events')
    .select(['kind', 'time', 'url', 'detail'])
    .where(
      'master_id',
      'in',
      db.kysely.selectFrom('masters').select((eb) => eb.cast<string>('id', 'text').as('id')),
    )
    .orderBy('id')
    .execute();
  return { masters, events };
}

let a: Awaited<ReturnType<typeof seededStore>>;
beforeAll(async () => {
  a = await seededStore();
}, 120_000);
afterAll(async () => {
  await a.drop();
});

describe('seedMessaging', () => {
  it('creates masters in every state, some archived, with reasons, schedules and templates', async () => {
    const masters = await a.db.kysely.selectFrom('masters').selectAll().where('bu_id', '=', a.buId).execute();
    expect(masters).toHaveLength(16);
    expect(new Set(masters.map((m) => m.status))).toEqual(
      new Set(['disabled', 'enabled', 'delivered', 'halted', 'paused', 'deleted']),
    );
    expect(masters.filter((m) => m.archived === 1).length).toBeGreaterThan(0);
    for (const m of masters) {
      if (m.status === 'halted' || m.status === 'paused') expect(m.status_reason, m.name).toBeTruthy();
      if (m.status === 'enabled') expect(m.next_time! > now.toISOString(), m.name).toBe(true);
      if (m.status === 'delivered') expect(m.last_delivered_at! < now.toISOString(), m.name).toBe(true);
      expect(m.html).toContain('{{ firstName');
      expect(m.html).toContain('{% contentblock "footer" %}');
      expect(JSON.parse(m.envelope)).toMatchObject({
        subject: expect.any(String),
        from: expect.any(String),
        encoding: 'UTF-8',
      });
    }
    const blocks = await a.db.kysely.selectFrom('content_blocks').select('name').execute();
    expect(blocks.map((b) => b.name)).toContain('footer');
    const stores = await a.db.kysely
      .selectFrom('datasets')
      .selectAll()
      .where('name', '=', 'stores')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stores.primary_key)).toEqual(['country', 'storeId']);
    const rec = await a.db.kysely
      .selectFrom('dataset_records')
      .selectAll()
      .where('dataset_id', '=', stores.id)
      .where('record_key', '=', 'DE|001')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(rec.data)).toMatchObject({ country: 'DE', storeId: '001', name: 'Berlin Mitte' });
  });

  it('writes the event budget asked for, though engagement after now is left out', async () => {
    // Each delivery stops at its budget, after the recipient that reaches it (a recipient has at most a few
    // dozen events); the newest masters, whose opens are partly still to come, reach more recipients instead.
    // 8,000 events over five masters, 3,000 on the big one: every audience has more subscribers than needed.
    const small = { ...messaging, events: 8_000, bigMasterEvents: 3_000 };
    const b = await seededStore('budget', small);
    try {
      expect(b.summary.events).toBeGreaterThanOrEqual(small.events);
      expect(b.summary.events).toBeLessThan(small.events + small.deliveredMasters * 50);
      const perMaster = await b.db.kysely
        .selectFrom('events')
        .select(['master_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('master_id', 'not like', '10__')
        .groupBy('master_id')
        .execute();
      const big = perMaster.filter((m) => Number(m.n) >= small.bigMasterEvents);
      expect(big).toHaveLength(1);
      expect(Number(big[0]!.n)).toBeLessThan(small.bigMasterEvents + 50);
      const future = await b.db.kysely
        .selectFrom('events')
        .select('id')
        .where('time', '>', now.toISOString())
        .limit(1)
        .execute();
      expect(future).toEqual([]);
    } finally {
      await b.drop();
    }
  });

  it('takes recipients spread over the audience first, then the skipped ones, never one twice', () => {
    for (const [size, planned] of [
      [10, 4],
      [1000, 999],
      [7, 7],
      [5, 1],
      // Sizes where inverting the stride (p / stride) disagreed with floor(j * stride) and repeated positions.
      [8948, 8128],
      [2190, 28],
      [14558, 13166],
      [16712, 16050],
    ] as const) {
      const order = [...recipientOrder(size, planned)];
      expect(order.length, `${size}/${planned}`).toBe(size);
      expect(new Set(order).size).toBe(size);
      expect(order.slice(0, planned)).toEqual(
        Array.from({ length: planned }, (_, j) => Math.floor(j * (size / planned))),
      );
    }
    expect([...recipientOrder(10, 4)]).toEqual([0, 2, 5, 7, 1, 3, 4, 6, 8, 9]);
  });

  it('writes delivery history whose opens peak about 12 hours after delivery and fade within days', async () => {
    const rows = await a.db.kysely
      .selectFrom('events as o')
      .innerJoin('events as d', (j) =>
        j.onRef('d.message_id', '=', 'o.message_id').on('d.kind', '=', 'delivered'),
      )
      .select(['o.time as opened', 'd.time as delivered'])
      .where('o.kind', '=', 'open')
      .where('o.master_id', 'not like', '10__')
      .execute();
    expect(rows.length).toBeGreaterThan(1000);
    // Opens per 6-hour bin after delivery: the busiest bin is 6-12 h or 12-18 h, and little is left after 5 days.
    const bins = new Array<number>(40).fill(0);
    let late = 0;
    for (const r of rows) {
      const h = (Date.parse(r.opened) - Date.parse(r.delivered)) / HOUR;
      if (h >= 120) late++;
      else bins[Math.floor(h / 6)]!++;
    }
    const peak = bins.indexOf(Math.max(...bins));
    expect([1, 2]).toContain(peak);
    expect(late / rows.length).toBeLessThan(0.1);
    expect(bins[0]!).toBeLessThan(bins[peak]!);
    const kinds = await a.db.kysely
      .selectFrom('events')
      .select('kind')
      .distinct()
      .where('master_id', 'not like', '10__')
      .execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set(['sent', 'delivered', 'open', 'click', 'bounce', 'unsubscribe']),
    );
    const hard = await a.db.kysely
      .selectFrom('events')
      .select('id')
      .where('kind', '=', 'bounce')
      .where('detail', 'like', 'hard%')
      .limit(1)
      .execute();
    expect(hard).toHaveLength(1);
  });

  it('produces the same masters and history for the same seed', async () => {
    const b = await seededStore();
    try {
      expect(await snapshot(b.db)).toEqual(await snapshot(a.db));
    } finally {
      await b.drop();
    }
  }, 120_000);
});
