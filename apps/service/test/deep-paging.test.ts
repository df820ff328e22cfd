import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR_STRIDE } from '../src/platform/deep-offset';
import { nowIso } from '../src/platform/time';
import { startTestService, type TestService } from './harness';

// Deep pages start from anchors found every ANCHOR_STRIDE entries (platform/deep-offset.ts): these tests page a set
// a few anchors long and compare every page with what a plain OFFSET over the same rows holds, before and after
// the set changes.
const N = ANCHOR_STRIDE * 3 + 437;
let svc: TestService;

async function seedSubscribers(from: number, to: number) {
  const { kysely, dialect } = svc.service.app.db;
  const now = nowIso();
  const series =
    dialect === 'postgres'
      ? sql`select n from generate_series(${from}::integer, ${to}::integer) as n`
      : sql`with recursive s(n) as (select ${from} union all select n + 1 from s where n < ${to}) select n from s`;
  await sql`
    insert into subscribers (bu_id, sub_id, email, token, attrs, dead, referred, version, created_at, updated_at)
    select ${svc.id}, 'deep-' || n || '@example.com', 'deep-' || n || '@example.com', 'deep-token-' || n, '{}',
      0, 0, 1, ${now}, ${now}
    from (${series}) as g`.execute(kysely);
}

/** Subscriber ids of the unit, or of a list's members, in pk order: what OFFSET pages are cut from. */
async function expectedIds(list?: string): Promise<string[]> {
  const db = svc.service.app.db.kysely;
  let q = db.selectFrom('subscribers as s').select('s.sub_id').where('s.bu_id', '=', svc.id);
  if (list)
    q = q.where('s.pk', 'in', (eb) =>
      eb
        .selectFrom('target_list_members as m')
        .innerJoin('target_lists as l', 'l.id', 'm.list_id')
        .select('m.subscriber_pk')
        .where('l.name', '=', list)
        .where('l.bu_id', '=', svc.id),
    );
  return (await q.orderBy('s.pk').execute()).map((r) => r.sub_id);
}

const offsets = (n: number) => [
  0,
  ANCHOR_STRIDE - 1,
  ANCHOR_STRIDE,
  ANCHOR_STRIDE + 1,
  2 * ANCHOR_STRIDE - 50,
  n - 100,
  n - 1,
  n,
  n + 5_000,
];

async function expectPages(path: string, key: 'members' | 'subscribers', ids: string[]) {
  for (const offset of offsets(ids.length)) {
    const r = await svc.call('GET', path, { query: { offset, limit: 100 } });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(ids.length);
    const got = (r.body[key] as Array<{ id: string }>).map((m) => m.id);
    expect(got, `${path} at offset ${offset}`).toEqual(ids.slice(offset, offset + 100));
  }
}

describe('deep pages', () => {
  beforeAll(async () => {
    svc = await startTestService();
    await seedSubscribers(1, N);
  }, 120_000);
  afterAll(() => svc.close());

  it('keeps the unit’s subscriber total with every insert, by any path', async () => {
    const counted = async () =>
      Number(
        (
          await svc.service.app.db.kysely
            .selectFrom('subscribers')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('bu_id', '=', svc.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = async () => (await svc.call('GET', '/v2/subscribers', { query: { limit: 0 } })).body.total;
    expect(await total()).toBe(N);
    const r = await svc.call('PUT', '/v2/subscribers/late@example.com', {
      body: { id: 'late@example.com', email: 'late@example.com' },
    });
    expect(r.status).toBe(201);
    expect(await total()).toBe(N + 1);
    expect(await counted()).toBe(N + 1);
    // Another unit's subscribers are not counted here.
    const other = await svc.newUnit();
    await other.call('PUT', '/v2/subscribers/x@example.com', {
      body: { id: 'x@example.com', email: 'x@example.com' },
    });
    expect(await total()).toBe(N + 1);
    expect((await other.call('GET', '/v2/subscribers', { query: { limit: 0 } })).body.total).toBe(1);
  });

  it('pages the unit’s subscribers like OFFSET, and again after new ones arrive', async () => {
    await expectPages('/v2/subscribers', 'subscribers', await expectedIds());
    await seedSubscribers(N + 1, N + 1_234);
    await expectPages('/v2/subscribers', 'subscribers', await expectedIds());
  });

  it('pages a big list’s members like OFFSET, and again after members come and go', async () => {
    await svc.call('PUT', '/v2/target-lists/deep', { body: { name: 'deep' } });
    // Every other subscriber, so member keys are not the subscribers' positions.
    const all = await expectedIds();
    const imported = await svc.call('POST', '/v2/target-lists/deep/members/import', {
      body: { members: all.filter((_, i) => i % 2 === 0).map((id) => ({ id })) },
    });
    expect((await svc.waitForTicket(imported.body.id)).state).toBe('completed');
    await expectPages('/v2/target-lists/deep/members', 'members', await expectedIds('deep'));

    // Removing a member ahead of every anchor shifts each deep page by one.
    const first = (await expectedIds('deep'))[0]!;
    expect((await svc.call('DELETE', `/v2/target-lists/deep/members/${first}`)).status).toBe(204);
    await expectPages('/v2/target-lists/deep/members', 'members', await expectedIds('deep'));

    const more = await svc.call('POST', '/v2/target-lists/deep/members/import', {
      body: { members: all.filter((_, i) => i % 2 === 1 && i < 2_500).map((id) => ({ id })) },
    });
    expect((await svc.waitForTicket(more.body.id)).state).toBe('completed');
    await expectPages('/v2/target-lists/deep/members', 'members', await expectedIds('deep'));
  });
});
