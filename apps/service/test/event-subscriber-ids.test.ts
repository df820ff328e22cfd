import { migrateToLatest as migrate } from '@mailroom/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertApiUser } from '../src/api-users/api-users';
import { connect, type Db } from '../src/db/connect';
import { migrations } from '../src/db/migrate';
import { insertSubscribers } from './fixtures';
import { freshDatabaseUrl, startTestService, type TestService } from './harness';
import { DAY, insertEvents, insertMaster, requestReport, wire } from './reports-fixtures';

// Migration 0009: events carry their subscriber's id (events.sub_id), kept by triggers, and report pages read it from
// the report-list index instead of probing the subscribers for each entry.

const subIds = (db: Db) =>
  db.kysely
    .selectFrom('events')
    .select(['id', 'subscriber_pk', 'sub_id'])
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => [r.subscriber_pk, r.sub_id]));

describe('migration 0009', () => {
  let store: Awaited<ReturnType<typeof freshDatabaseUrl>>;
  beforeAll(async () => {
    store = await freshDatabaseUrl();
  });
  afterAll(async () => {
    await store?.drop();
  });

  it('fills the id of every existing event that has a subscriber, and indexes it for report pages', async () => {
    const db = connect(store.url);
    try {
      await migrate(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009')));
      const { id: buId } = await upsertApiUser(db, 'backfill', 'backfill-key-0123456789abcdef');
      const pks = await insertSubscribers(db, buId, [{ id: 'ann@example.com' }, { id: 'Bob-42' }]);
      const now = new Date().toISOString();
      // Written as the store held them before 0009: no sub_id column yet.
      for (const [pk, kind] of [
        [pks.get('ann@example.com')!, 'open'],
        [pks.get('Bob-42')!, 'click'],
        [null, 'sent'],
        [pks.get('ann@example.com')!, 'bounce'],
      ] as const)
        await sql`insert into events (bu_id, message_id, subscriber_pk, master_id, kind, url, time, detail)
          values (${buId}, 'm1', ${pk}, '7', ${kind}, null, ${now}, null)`.execute(db.kysely);

      await migrate(db, migrations);
      expect(await subIds(db)).toEqual([
        [pks.get('ann@example.com'), 'ann@example.com'],
        [pks.get('Bob-42'), 'Bob-42'],
        [null, null],
        [pks.get('ann@example.com'), 'ann@example.com'],
      ]);
      const indexed = (await db.kysely.introspection.getTables()).find((t) => t.name === 'events');
      expect(indexed?.columns.map((c) => c.name)).toContain('sub_id');
      const listColumns =
        db.dialect === 'postgres'
          ? (
              await sql<{ def: string }>`select indexdef as def from pg_indexes
                where indexname = 'events_report_list'`.execute(db.kysely)
            ).rows[0]?.def
          : (
              await sql<{ name: string }>`select name from pragma_index_info('events_report_list')`.execute(
                db.kysely,
              )
            ).rows
              .map((r) => r.name)
              .join(',');
      expect(listColumns).toMatch(/subscriber_pk.*sub_id.*url/);
    } finally {
      await db.close();
    }
  });
});

describe('events.sub_id kept by triggers', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(async () => {
    await svc.close();
  });
  const db = () => svc.service.app.db;

  it('is filled on insert when left out, kept when given, and follows renames and deletes', async () => {
    const unit = await svc.newUnit();
    const pks = await insertSubscribers(db(), unit.id, [
      { id: 'keep@example.com' },
      { id: 'rename-me@example.com' },
      { id: 'gone@example.com' },
    ]);
    const masterId = await insertMaster(db(), unit.id);
    const t0 = Date.now() - DAY;
    // insertEvents leaves sub_id out, as delivery, tracking and unsubscribes do.
    await insertEvents(db(), unit.id, masterId, [
      { kind: 'open', pk: pks.get('keep@example.com')!, at: t0 },
      { kind: 'open', pk: pks.get('rename-me@example.com')!, at: t0 + 1000 },
      { kind: 'click', pk: pks.get('rename-me@example.com')!, at: t0 + 2000, url: 'https://x.example/' },
      { kind: 'open', pk: pks.get('gone@example.com')!, at: t0 + 3000 },
    ]);
    const rows = () =>
      db()
        .kysely.selectFrom('events')
        .select(['subscriber_pk', 'sub_id', 'kind'])
        .where('bu_id', '=', unit.id)
        .orderBy('id')
        .execute();
    expect((await rows()).map((r) => r.sub_id)).toEqual([
      'keep@example.com',
      'rename-me@example.com',
      'rename-me@example.com',
      'gone@example.com',
    ]);

    // Given explicitly (the demo seed does): kept as given.
    await db()
      .kysely.insertInto('events')
      .values({
        bu_id: unit.id,
        message_id: null,
        subscriber_pk: pks.get('keep@example.com')!,
        sub_id: 'keep@example.com',
        master_id: masterId,
        kind: 'bounce',
        url: null,
        detail: 'hard: 550',
        time: new Date(t0 + 4000).toISOString(),
      })
      .execute();

    const report = (await requestReport(unit, { masterId, opens: true, clicks: true, bounces: true })).id;
    const read = async () => {
      const r = await unit.call('GET', `/v2/reports/master-events/${report}`, { query: { limit: 100 } });
      expect(r.status, r.text).toBe(200);
      return r.body as { opens: string[]; clicks: string[]; bounces: string[] };
    };
    expect(await read()).toMatchObject({
      opens: [
        `keep@example.com,${wire(t0)}`,
        `rename-me@example.com,${wire(t0 + 1000)}`,
        `gone@example.com,${wire(t0 + 3000)}`,
      ],
      clicks: [`rename-me@example.com,${wire(t0 + 2000)},https://x.example/`],
      bounces: [`keep@example.com,${wire(t0 + 4000)},hard`],
    });

    // A rename through the API renames the subscriber's events: the report reads the current id, as it did when it
    // joined the subscribers.
    const put = await unit.call('PUT', `/v2/subscribers/${encodeURIComponent('rename-me@example.com')}`, {
      body: { id: 'renamed-7', email: 'rename-me@example.com' },
    });
    expect(put.status, put.text).toBe(200);
    // A deleted subscriber's events keep their pk but lose the id (the report shows none, as before).
    await db().kysely.deleteFrom('subscribers').where('pk', '=', pks.get('gone@example.com')!).execute();
    expect((await rows()).map((r) => r.sub_id)).toEqual([
      'keep@example.com',
      'renamed-7',
      'renamed-7',
      null,
      'keep@example.com',
    ]);
    const after = await read();
    expect(after.opens).toEqual([
      `keep@example.com,${wire(t0)}`,
      `renamed-7,${wire(t0 + 1000)}`,
      `,${wire(t0 + 3000)}`,
    ]);
    expect(after.clicks).toEqual([`renamed-7,${wire(t0 + 2000)},https://x.example/`]);
  });
});
