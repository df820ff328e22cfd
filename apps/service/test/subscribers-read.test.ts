import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import * as fx from './subscribers-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const db = () => svc.service.app.db.kysely;
const path = (id: string) => `/v2/subscribers/${encodeURIComponent(id)}`;
const insertMessage = (pk: number, id: string, o: fx.MessageOptions & { bu?: number } = {}) =>
  fx.insertMessage(svc.service.app.db, o.bu ?? svc.id, pk, id, o);
const insertEvents = (
  bu: number,
  pk: number,
  messageId: string | null,
  kinds: Parameters<typeof fx.insertEvents>[4],
  masterId?: string,
) => fx.insertEvents(svc.service.app.db, bu, pk, messageId, kinds, masterId);

describe('GET /v2/subscribers (paging)', () => {
  it('pages in creation order with limit/offset and the envelope', async () => {
    const unit = await svc.newUnit();
    const ids = Array.from({ length: 30 }, (_, i) => `page-${String(i).padStart(2, '0')}@example.com`);
    await insertSubscribers(
      svc.service.app.db,
      unit.id,
      ids.map((id) => ({ id })),
    );
    let r = await unit.call('GET', '/v2/subscribers');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ view: 'basic', total: 30, offset: 0, limit: 25, count: 25 });
    expect(r.body.subscribers.map((s: any) => s.id)).toEqual(ids.slice(0, 25));
    expect(Object.keys(r.body.subscribers[0]).sort()).toEqual(
      ['ETag', 'dateCreated', 'dead', 'email', 'id', 'lastUpdate', 'referred'].sort(),
    );
    expect(r.body.subscribers[0].lastUpdate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    r = await unit.call('GET', '/v2/subscribers', { query: { limit: 10, offset: 25 } });
    expect(r.body.subscribers.map((s: any) => s.id)).toEqual(ids.slice(25));
    expect(r.body.count).toBe(5);
    r = await unit.call('GET', '/v2/subscribers', { query: { limit: 0 } });
    expect(r.body).toMatchObject({ total: 30, count: 0, subscribers: [] });
  });

  it('rejects bad paging and views naming the parameter', async () => {
    let r = await svc.call('GET', '/v2/subscribers', { query: { limit: 101 } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('limit must be an integer from 0 to 100');
    r = await svc.call('GET', '/v2/subscribers', { query: { offset: -1 } });
    expect(r.body.message).toMatch(/^offset must be/);
    r = await svc.call('GET', '/v2/subscribers', { query: { view: 'everything' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^view must be one of/);
    r = await svc.call('GET', '/v2/subscribers', { auth: false });
    expect(r.status).toBe(401);
  });

  it('returns the profile schema and divisions with view=schema', async () => {
    const r = await svc.call('GET', '/v2/subscribers', { query: { view: 'schema', limit: 0 } });
    expect(r.status).toBe(200);
    expect(r.body.view).toBe('schema');
    expect(r.body.profile.userAttrs).toContainEqual({
      attributeName: 'birthYear',
      type: 'Number',
      min: 1900,
      max: 2100,
    });
    expect(r.body.profile.userAttrs).toContainEqual({
      attributeName: 'firstName',
      type: 'String',
      length: 50,
    });
    expect(r.body.subscriptions.divisions).toContain('Newsletter');
  });
});

describe('views', () => {
  it('builds every view for a page, counting activity without test messages', async () => {
    const unit = await svc.newUnit();
    const pks = await insertSubscribers(svc.service.app.db, unit.id, [
      { id: 'v1@example.com', attrs: { firstName: 'Vee', birthYear: 1990 }, subscribed: ['Newsletter'] },
      { id: 'v2@example.com', subscribed: ['Events'] },
    ]);
    const pk = pks.get('v1@example.com')!;
    await insertMessage(pk, `m-${unit.id}-1`, { bu: unit.id, at: '2026-01-01T10:00:00.000Z' });
    await insertMessage(pk, `m-${unit.id}-2`, {
      bu: unit.id,
      at: '2026-01-02T10:00:00.000Z',
      division: null,
    });
    await insertMessage(pk, `m-${unit.id}-t`, { bu: unit.id, at: '2026-01-03T10:00:00.000Z', test: true });
    await insertEvents(unit.id, pk, `m-${unit.id}-1`, [
      'delivered',
      'open',
      'open',
      'click',
      'click',
      'click',
    ]);
    await insertEvents(unit.id, pk, `m-${unit.id}-2`, ['delivered', 'click', 'bounce']);
    await insertEvents(unit.id, pk, `m-${unit.id}-t`, ['delivered', 'open', 'click']);
    const now = new Date().toISOString();
    const list = await db()
      .insertInto('target_lists')
      .values({
        bu_id: unit.id,
        name: 'VIP',
        archived: 0,
        member_count: 1,
        version: 1,
        last_used: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const gone = await db()
      .insertInto('target_lists')
      .values({
        bu_id: unit.id,
        name: 'Old',
        archived: 1,
        member_count: 1,
        version: 1,
        last_used: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('target_list_members')
      .values([
        { list_id: list.id, subscriber_pk: pk, added_at: now },
        { list_id: gone.id, subscriber_pk: pk, added_at: now },
      ])
      .execute();

    const get = async (view: string) =>
      (await unit.call('GET', '/v2/subscribers', { query: { view } })).body.subscribers[0];
    const profile = await get('profile');
    expect(profile.profile.userAttrs).toEqual([{ firstName: 'Vee' }, { birthYear: 1990 }]);
    expect(profile.subscriptions).toBeUndefined();
    const subs = await get('subscriptions');
    expect(subs.subscriptions.memberOf).toEqual(['Newsletter']);
    expect(subs.subscriptions.events).toEqual([
      { division: 'Newsletter', state: 'subscribed', time: expect.any(String) },
    ]);
    expect(subs.subscriptions.former).toEqual([]);
    const emails = await get('emails');
    expect(emails.emails).toEqual({
      countTotalSent: 2,
      countTotalClicks: 4,
      countUniqueClicks: 2,
      countUniqueOpens: 1,
      countTotalDelivered: 2,
      countTotalBounced: 1,
    });
    expect(emails.messages).toBeUndefined();
    const messages = await get('messages');
    expect(messages.emails.countTotalSent).toBe(2);
    expect(messages.messages.map((m: any) => m.messageId)).toEqual([
      `m-${unit.id}-t`,
      `m-${unit.id}-2`,
      `m-${unit.id}-1`,
    ]);
    expect(messages.messages[2]).toMatchObject({
      opens: 2,
      clicks: 3,
      test: false,
      subscription: 'Newsletter',
    });
    expect(messages.messages[0].test).toBe(true);
    const lists = await get('target-lists');
    expect(lists.targetLists).toEqual({ memberOf: ['VIP'] });
    const full = await get('full');
    for (const k of ['profile', 'subscriptions', 'emails', 'messages', 'targetLists'])
      expect(full).toHaveProperty(k);
    const page = await unit.call('GET', '/v2/subscribers', { query: { view: 'full' } });
    expect(page.body.subscribers[1]).toMatchObject({
      id: 'v2@example.com',
      emails: { countTotalSent: 0 },
      messages: [],
      targetLists: { memberOf: [] },
    });
  });

  it('builds the full view for a page of 100', async () => {
    const unit = await svc.newUnit();
    const ids = Array.from({ length: 120 }, (_, i) => `hundred-${i}@example.com`);
    const pks = await insertSubscribers(
      svc.service.app.db,
      unit.id,
      ids.map((id, i) => ({ id, attrs: { birthYear: 1900 + i }, subscribed: ['Events'] })),
    );
    for (const [i, id] of ids.slice(0, 100).entries())
      await insertMessage(pks.get(id)!, `h-${unit.id}-${i}`, { bu: unit.id });
    const r = await unit.call('GET', '/v2/subscribers', { query: { view: 'full', limit: 100, offset: 10 } });
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(100);
    expect(r.body.subscribers[0].id).toBe('hundred-10@example.com');
    expect(r.body.subscribers[0].profile.userAttrs).toEqual([{ birthYear: 1910 }]);
    expect(r.body.subscribers[89].emails.countTotalSent).toBe(1);
    expect(r.body.subscribers[90].emails.countTotalSent).toBe(0);
    expect(r.body.subscribers.every((s: any) => s.subscriptions.memberOf[0] === 'Events')).toBe(true);
  });

  it('keeps only the 25 latest messages', async () => {
    const unit = await svc.newUnit();
    const pks = await insertSubscribers(svc.service.app.db, unit.id, [{ id: 'many@example.com' }]);
    const pk = pks.get('many@example.com')!;
    for (let i = 0; i < 30; i++)
      await insertMessage(pk, `many-${unit.id}-${String(i).padStart(2, '0')}`, {
        bu: unit.id,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    const r = await unit.call('GET', path('many@example.com'), { query: { view: 'messages' } });
    expect(r.body.messages).toHaveLength(25);
    expect(r.body.messages[0].messageId).toBe(`many-${unit.id}-29`);
    expect(r.body.emails.countTotalSent).toBe(30);
  });

  it('answers a look-up of one subscriber as a page of several does (each has its own queries)', async () => {
    const unit = await svc.newUnit();
    const ids = ['tested@example.com', 'plain@example.com', 'busy@example.com'];
    const pks = await insertSubscribers(
      svc.service.app.db,
      unit.id,
      ids.map((id) => ({ id })),
    );
    const [tested, plain, busy] = ids.map((id) => pks.get(id)!) as [number, number, number];
    // tested: a real and a test message, events on both; plain: real messages only; busy: 30 messages.
    await insertMessage(tested, `a-${unit.id}-1`, { bu: unit.id, at: '2026-02-01T10:00:00.000Z' });
    await insertMessage(tested, `a-${unit.id}-t`, {
      bu: unit.id,
      at: '2026-02-02T10:00:00.000Z',
      test: true,
    });
    await insertEvents(unit.id, tested, `a-${unit.id}-1`, ['delivered', 'open', 'click']);
    await insertEvents(unit.id, tested, `a-${unit.id}-t`, ['delivered', 'open', 'open', 'click']);
    await insertMessage(plain, `b-${unit.id}-1`, { bu: unit.id, at: '2026-02-01T10:00:00.000Z' });
    await insertMessage(plain, `b-${unit.id}-2`, { bu: unit.id, at: '2026-02-01T10:00:00.000Z' });
    await insertEvents(unit.id, plain, `b-${unit.id}-1`, ['delivered', 'open', 'open', 'click', 'bounce']);
    await insertEvents(unit.id, plain, `b-${unit.id}-2`, ['delivered', 'click', 'click']);
    // Events without a message count once per master.
    await insertEvents(unit.id, plain, null, ['open', 'open', 'click'], 'M7');
    await insertEvents(unit.id, plain, null, ['open'], 'M8');
    for (let i = 0; i < 30; i++)
      await insertMessage(busy, `c-${unit.id}-${String(i).padStart(2, '0')}`, {
        bu: unit.id,
        at: new Date(Date.UTC(2026, 0, 1, 0, i % 20)).toISOString(),
      });

    const page = await unit.call('GET', '/v2/subscribers', { query: { view: 'full' } });
    expect(page.body.subscribers.map((x: any) => x.id)).toEqual(ids);
    for (const [i, id] of ids.entries()) {
      const one = await unit.call('GET', '/v2/subscribers', { query: { email: id } });
      const alone = one.body.subscribers[0];
      expect(alone.emails, id).toEqual(page.body.subscribers[i].emails);
      expect(alone.messages, id).toEqual(page.body.subscribers[i].messages);
    }
    const [t, p, b] = page.body.subscribers;
    expect(t.emails).toEqual({
      countTotalSent: 1,
      countTotalClicks: 1,
      countUniqueClicks: 1,
      countUniqueOpens: 1,
      countTotalDelivered: 1,
      countTotalBounced: 0,
    });
    expect(p.emails).toEqual({
      countTotalSent: 2,
      countTotalClicks: 4,
      countUniqueClicks: 3,
      countUniqueOpens: 3,
      countTotalDelivered: 2,
      countTotalBounced: 1,
    });
    // A test send's own opens and clicks still show on it in the messages view; they count in no statistic.
    expect(t.messages.map((m: any) => [m.test, m.opens, m.clicks])).toEqual([
      [true, 2, 1],
      [false, 1, 1],
    ]);
    expect(p.messages.map((m: any) => [m.opens, m.clicks])).toEqual([
      [0, 2],
      [2, 1],
    ]);
    // Ties in time fall back to the id, newest first, on both paths.
    expect(p.messages.map((m: any) => m.messageId)).toEqual([`b-${unit.id}-2`, `b-${unit.id}-1`]);
    expect(b.messages).toHaveLength(25);
    expect(b.messages[0].messageId).toBe(`c-${unit.id}-19`);
    expect(b.emails.countTotalSent).toBe(30);
  });
});
