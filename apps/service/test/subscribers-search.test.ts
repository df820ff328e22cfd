import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import * as fx from './subscribers-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const path = (id: string) => `/v2/subscribers/${encodeURIComponent(id)}`;
const insertMessage = (pk: number, id: string, o: fx.MessageOptions & { bu?: number } = {}) =>
  fx.insertMessage(svc.service.app.db, o.bu ?? svc.id, pk, id, o);
const tokenOf = (pk: number) => fx.tokenOf(svc.service.app.db, pk);

describe('look-ups', () => {
  it('filters by email forcing view full, 404 when nothing matches, 400 for mixed case', async () => {
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'look@example.com', attrs: { city: 'Rome' } },
    ]);
    let r = await svc.call('GET', '/v2/subscribers', { query: { email: 'look@example.com', view: 'basic' } });
    expect(r.status).toBe(200);
    expect(r.body.view).toBe('full');
    expect(r.body.total).toBe(1);
    expect(r.body.subscribers[0].profile.userAttrs).toEqual([{ city: 'Rome' }]);
    r = await svc.call('GET', '/v2/subscribers', { query: { email: 'none@example.com' } });
    expect(r.status).toBe(404);
    expect(r.body.message).toContain('none@example.com');
    r = await svc.call('GET', '/v2/subscribers', { query: { email: 'Look@example.com' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^email must be lower case/);
    r = await svc.call('GET', '/v2/subscribers', { query: { id: 'look@example.com', view: 'profile' } });
    expect(r.body.subscribers[0].profile.userAttrs).toEqual([{ city: 'Rome' }]);
    expect((await svc.call('GET', '/v2/subscribers', { query: { id: 'nope' } })).status).toBe(404);
  });

  it('pages an e-mail shared by several subscribers in creation order, with the total; the unit only', async () => {
    const shared = 'shared@example.com';
    const ids = ['shared-a', 'shared-b', 'shared-c'];
    await insertSubscribers(
      svc.service.app.db,
      svc.id,
      ids.map((id) => ({ id, email: shared })),
    );
    const other = await svc.newUnit();
    await insertSubscribers(svc.service.app.db, other.id, [{ id: 'shared-elsewhere', email: shared }]);
    const page = async (query: Record<string, string | number>) => {
      const r = await svc.call('GET', '/v2/subscribers', { query: { email: shared, ...query } });
      expect(r.status).toBe(200);
      return { total: r.body.total, ids: r.body.subscribers.map((s: { id: string }) => s.id) };
    };
    expect(await page({})).toEqual({ total: 3, ids });
    // A full first page: the total is counted, not taken from the page.
    expect(await page({ limit: 2 })).toEqual({ total: 3, ids: ids.slice(0, 2) });
    expect(await page({ limit: 2, offset: 2 })).toEqual({ total: 3, ids: ids.slice(2) });
    expect(await page({ limit: 0 })).toEqual({ total: 3, ids: [] });
    expect(await page({ offset: 5 })).toEqual({ total: 3, ids: [] });
    // With an id as well, both must match.
    expect(await page({ id: 'shared-b' })).toEqual({ total: 1, ids: ['shared-b'] });
    const none = await svc.call('GET', '/v2/subscribers', {
      query: { email: shared, id: 'look@example.com' },
    });
    expect(none.status).toBe(404);
    const r = await other.call('GET', '/v2/subscribers', { query: { email: shared } });
    expect(r.body.subscribers.map((s: { id: string }) => s.id)).toEqual(['shared-elsewhere']);
  });

  it('finds by s and i, echoing both; 404 for a mismatch; 400 when one is missing', async () => {
    const pks = await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'si@example.com' },
      { id: 'si2@example.com' },
    ]);
    const pk = pks.get('si@example.com')!;
    await insertMessage(pk, 'si-msg-1');
    await insertMessage(pks.get('si2@example.com')!, 'si-msg-2');
    const s = await tokenOf(pk);
    let r = await svc.call('GET', '/v2/subscribers', { query: { s, i: 'si-msg-1' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ s, i: 'si-msg-1', total: 1 });
    expect(r.body.subscribers[0].id).toBe('si@example.com');
    r = await svc.call('GET', '/v2/subscribers', { query: { s, i: 'si-msg-2' } });
    expect(r.status).toBe(404);
    r = await svc.call('GET', '/v2/subscribers', { query: { s } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('i is required when s is given');
    r = await svc.call('GET', '/v2/subscribers', { query: { i: 'si-msg-1' } });
    expect(r.body.message).toBe('s is required when i is given');
    const other = await svc.newUnit();
    expect((await other.call('GET', '/v2/subscribers', { query: { s, i: 'si-msg-1' } })).status).toBe(404);
  });

  it('GET /v2/subscribers/{id}: full by default with an ETag header, view param, 404 naming the id', async () => {
    await insertSubscribers(svc.service.app.db, svc.id, [{ id: 'one@example.com', subscribed: ['Events'] }]);
    let r = await svc.call('GET', path('one@example.com'));
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
    expect(r.headers.get('etag')).toBe(r.body.ETag);
    expect(r.body.subscriptions.memberOf).toEqual(['Events']);
    expect(r.body.emails).toBeDefined();
    r = await svc.call('GET', path('one@example.com'), { query: { view: 'basic' } });
    expect(r.body.subscriptions).toBeUndefined();
    r = await svc.call('GET', path('one@example.com'), { query: { view: 'schema' } });
    expect(r.status).toBe(400);
    r = await svc.call('GET', path('missing@example.com'));
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: 'not_found', message: 'no subscriber missing@example.com' });
  });
});

describe('POST /v2/subscribers/search', () => {
  it('ANDs criteria, ORs array values, over attributes, subscriptions, templates and email', async () => {
    const unit = await svc.newUnit();
    const pks = await insertSubscribers(svc.service.app.db, unit.id, [
      { id: 'a@example.com', attrs: { lastName: 'Smith', birthYear: 1980 }, subscribed: ['Newsletter'] },
      { id: 'b@example.com', attrs: { lastName: 'smith', birthYear: 1990 }, subscribed: ['Events'] },
      { id: 'c@example.com', attrs: { lastName: 'Jones', birthYear: 1980 }, subscribed: ['Newsletter'] },
      { id: 'd@example.com', attrs: {} },
    ]);
    const ids = async (query: unknown[], q: Record<string, string | number> = {}) => {
      const r = await unit.call('POST', '/v2/subscribers/search', { body: { query }, query: q });
      expect(r.status).toBe(200);
      return r.body.subscribers.map((s: any) => s.id);
    };
    expect(await ids([{ 'profile.userAttrs.lastName': 'Smith' }])).toEqual(['a@example.com']);
    expect(await ids([{ 'profile.userAttrs.lastName': ['Smith', 'smith'] }])).toEqual([
      'a@example.com',
      'b@example.com',
    ]);
    expect(await ids([{ 'profile.userAttrs.birthYear': 1980 }])).toEqual(['a@example.com', 'c@example.com']);
    expect(
      await ids([{ 'profile.userAttrs.birthYear': 1980 }, { 'profile.userAttrs.lastName': 'Jones' }]),
    ).toEqual(['c@example.com']);
    expect(await ids([{ 'profile.userAttrs.lastName': null }])).toEqual(['d@example.com']);
    expect(await ids([{ 'subscriptions.current': [{ Newsletter: 'subscribed' }] }])).toEqual([
      'a@example.com',
      'c@example.com',
    ]);
    expect(
      await ids([{ 'subscriptions.current': [{ Newsletter: 'subscribed' }, { events: 'subscribed' }] }]),
    ).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    await insertMessage(pks.get('c@example.com')!, `s-${unit.id}-1`, { bu: unit.id, template: 'T9' });
    await insertMessage(pks.get('b@example.com')!, `s-${unit.id}-2`, {
      bu: unit.id,
      template: 'T9',
      test: true,
    });
    expect(await ids([{ 'messages.templateId': ['T8', 'T9'] }])).toEqual(['c@example.com']);
    expect(await ids([{ email: ['a@example.com', 'd@example.com'] }])).toEqual([
      'a@example.com',
      'd@example.com',
    ]);
    const r = await unit.call('POST', '/v2/subscribers/search', {
      body: { query: [{ 'profile.userAttrs.birthYear': 1980 }] },
      query: { limit: 1, offset: 1, view: 'profile' },
    });
    expect(r.body).toMatchObject({ total: 2, count: 1, offset: 1, limit: 1, view: 'profile' });
    expect(r.body.subscribers[0].profile.userAttrs).toEqual([{ lastName: 'Jones' }, { birthYear: 1980 }]);
    // A full first page still counts every match; a first page with room to spare is its own total.
    for (const [limit, total, count] of [
      [1, 2, 1],
      [2, 2, 2],
      [5, 2, 2],
      [0, 2, 0],
    ] as const) {
      const p = await unit.call('POST', '/v2/subscribers/search', {
        body: { query: [{ 'profile.userAttrs.birthYear': 1980 }] },
        query: { limit, offset: 0 },
      });
      expect(p.body, `limit ${limit}`).toMatchObject({ total, count, offset: 0, limit });
    }
  });

  it('names unknown fields, unknown attributes, wrong types and bad states', async () => {
    const bad = async (query: unknown[]) => {
      const r = await svc.call('POST', '/v2/subscribers/search', { body: { query } });
      expect(r.status).toBe(400);
      return r.body.message as string;
    };
    expect(await bad([{ email: 'a@example.com' }, { shoe: 'x' }])).toMatch(
      /^query\[1\] has unknown field shoe/,
    );
    expect(await bad([{ 'profile.userAttrs.shoe': 'x' }])).toMatch(
      /^query\[0\]\.profile\.userAttrs\.shoe names unknown profile attribute shoe/,
    );
    expect(await bad([{ 'profile.userAttrs.birthYear': '1980' }])).toMatch(
      /^query\[0\]\.profile\.userAttrs\.birthYear must hold integers/,
    );
    expect(await bad([{ 'subscriptions.current': [{ Newsletter: 'maybe' }] }])).toMatch(
      /^query\[0\]\.subscriptions\.current\[0\]\.Newsletter must be one of/,
    );
    expect(await bad([{ 'subscriptions.current': [{ Sports: 'subscribed' }] }])).toMatch(
      /names unknown division Sports/,
    );
    expect(await bad([{ email: 'A@example.com' }])).toMatch(/^query\[0\]\.email must be lower case/);
    expect(await bad([{ a: 1, b: 2 }])).toMatch(/^query\[0\] must hold exactly one field/);
  });
});
