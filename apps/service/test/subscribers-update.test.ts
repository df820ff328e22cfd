import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertList } from './subscribers-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const path = (id: string) => `/v2/subscribers/${encodeURIComponent(id)}`;
const attrsOf = (s: any) => Object.assign({}, ...s.profile.userAttrs);
const statesOf = (subs: any) => Object.fromEntries(subs.current.map((c: any) => [c.division, c.state]));
let n = 0;
const uniqueId = (tag: string) => `${tag}-${++n}@example.com`;

async function create(id: string, extra: Record<string, unknown> = {}) {
  const r = await svc.call('PUT', path(id), { body: { id, email: id, ...extra } });
  expect(r.status).toBe(201);
  return r.body;
}

const createList = (name: string, archived = false) => insertList(svc.service.app.db, svc.id, name, archived);

describe('POST /v2/subscribers/{id}/update', () => {
  it('changes only supplied attributes; null removes one; a no-op keeps the ETag', async () => {
    const id = uniqueId('upd');
    await create(id, { profile: { userAttrs: [{ firstName: 'A' }, { lastName: 'B' }, { city: 'Oslo' }] } });
    const r = await svc.call('POST', `${path(id)}/update`, {
      body: { profile: { userAttrs: [{ firstName: 'Z' }, { city: null }] } },
    });
    expect(r.status).toBe(200);
    expect(attrsOf(r.body)).toEqual({ firstName: 'Z', lastName: 'B' });
    const again = await svc.call('POST', `${path(id)}/update`, {
      body: { profile: { userAttrs: [{ firstName: 'Z' }] } },
    });
    expect(again.body.ETag).toBe(r.body.ETag);
    expect(again.headers.get('etag')).toBe(r.body.ETag);
  });

  it('answers 404 naming an unknown id', async () => {
    const r = await svc.call('POST', `${path('nobody@example.com')}/update`, { body: {} });
    expect(r.status).toBe(404);
    expect(r.body.message).toContain('nobody@example.com');
  });

  it('runs remove before add, * removes all, memberOf wins', async () => {
    const id = uniqueId('subs');
    await create(id, { subscriptions: { memberOf: ['Newsletter', 'Promotions'] } });
    const upd = (subscriptions: unknown) =>
      svc.call('POST', `${path(id)}/update`, { body: { subscriptions } });
    let r = await upd({ add: ['Events'], remove: ['Events'] });
    expect(r.body.subscriptions.memberOf.sort()).toEqual(['Events', 'Newsletter', 'Promotions']);
    r = await upd({ remove: ['*'], add: ['Product Updates'] });
    expect(r.body.subscriptions.memberOf).toEqual(['Product Updates']);
    expect(statesOf(r.body.subscriptions)).toMatchObject({
      Newsletter: 'unsubscribed',
      Events: 'unsubscribed',
    });
    r = await upd({ memberOf: ['Newsletter'], add: ['Events'], remove: ['Newsletter'] });
    expect(r.body.subscriptions.memberOf).toEqual(['Newsletter']);
    r = await upd({ add: ['*'] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('subscriptions.add[0] "*" is only allowed in remove');
  });

  it('changes target lists without subscription events; archived and unknown lists are 400', async () => {
    const id = uniqueId('lists');
    const sub = await create(id);
    await createList(`alpha-${n}`);
    await createList(`beta-${n}`);
    await createList(`frozen-${n}`, true);
    const [alpha, beta, frozen] = [`alpha-${n}`, `beta-${n}`, `frozen-${n}`];
    const upd = (targetLists: unknown) => svc.call('POST', `${path(id)}/update`, { body: { targetLists } });
    let r = await upd({ add: [alpha, beta] });
    expect(r.status).toBe(200);
    expect(r.body.targetLists.memberOf).toEqual([alpha, beta]);
    expect(r.body.subscriptions.events).toEqual([]);
    expect(r.body.ETag).not.toBe(sub.ETag);
    const count = await svc.service.app.db.kysely
      .selectFrom('target_lists')
      .select('member_count')
      .where('name', '=', alpha)
      .executeTakeFirstOrThrow();
    expect(count.member_count).toBe(1);
    r = await upd({ memberOf: [beta] });
    expect(r.body.targetLists.memberOf).toEqual([beta]);
    r = await upd({ remove: ['*'], add: [alpha] });
    expect(r.body.targetLists.memberOf).toEqual([alpha]);
    r = await upd({ add: [frozen] });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(
      new RegExp(`^targetLists\\.add\\[0\\] names archived target list ${frozen}`),
    );
    r = await upd({ remove: ['nope'] });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('targetLists.remove[0] names unknown target list nope');
  });
});

describe('dead subscribers', () => {
  it('allow only profile changes while dead, and revive with dead=false in the same call', async () => {
    const id = uniqueId('dead');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id, dead: true, subscribed: ['Newsletter'] }]);
    const upd = (body: unknown) => svc.call('POST', `${path(id)}/update`, { body });
    let r = await upd({ email: 'new@example.com' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_state');
    expect(r.body.message).toMatch(/dead: its email cannot change/);
    r = await upd({ subscriptions: { add: ['Events'] } });
    expect(r.body.code).toBe('invalid_state');
    expect(r.body.message).toMatch(/its subscriptions/);
    r = await svc.call('PUT', path(id), { body: { id: uniqueId('renamed'), email: id } });
    expect(r.body.code).toBe('invalid_state');
    r = await svc.call('PUT', `${path(id)}/subscriptions/Events`);
    expect(r.body.code).toBe('invalid_state');
    r = await upd({ profile: { userAttrs: [{ firstName: 'Still' }] } });
    expect(r.status).toBe(200);
    expect(r.body.dead).toBe(true);
    r = await upd({ dead: false, subscriptions: { add: ['Events'] } });
    expect(r.status).toBe(200);
    expect(r.body.dead).toBe(false);
    expect(r.body.subscriptions.memberOf.sort()).toEqual(['Events', 'Newsletter']);
  });

  it('revives through PUT subscriptions; dead=true cannot be set on a live subscriber', async () => {
    const id = uniqueId('dead2');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id, dead: true }]);
    let r = await svc.call('PUT', `${path(id)}/subscriptions`, { body: { memberOf: ['Events'] } });
    expect(r.status).toBe(400);
    r = await svc.call('PUT', `${path(id)}/subscriptions`, { body: { memberOf: ['Events'], dead: false } });
    expect(r.status).toBe(200);
    expect(r.body.memberOf).toEqual(['Events']);
    r = await svc.call('POST', `${path(id)}/update`, { body: { dead: true } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^dead can only be set to false/);
  });
});

describe('tenant isolation', () => {
  it('keeps the same id in two units as two records', async () => {
    const other = await svc.newUnit();
    const id = uniqueId('tenant');
    await create(id, { profile: { userAttrs: [{ firstName: 'Mine' }] } });
    expect((await other.call('GET', path(id))).status).toBe(404);
    expect((await other.call('POST', `${path(id)}/update`, { body: {} })).status).toBe(404);
    const r = await other.call('PUT', path(id), {
      body: { id, email: id, profile: { userAttrs: [{ firstName: 'Theirs' }] } },
    });
    expect(r.status).toBe(201);
    expect(attrsOf((await svc.call('GET', path(id))).body)).toEqual({ firstName: 'Mine' });
    expect(attrsOf((await other.call('GET', path(id))).body)).toEqual({ firstName: 'Theirs' });
    const list = await other.call('GET', '/v2/subscribers');
    expect(list.body.subscribers.map((s: any) => s.id)).toEqual([id]);
  });
});
