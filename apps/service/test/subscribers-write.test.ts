import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

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

describe('PUT /v2/subscribers/{id}', () => {
  it('creates (201) with profile and subscriptions, then replaces (200) dropping omitted attributes', async () => {
    const id = uniqueId('put');
    const r = await svc.call('PUT', path(id), {
      body: {
        id,
        email: id,
        profile: { userAttrs: [{ firstName: 'Ann' }, { birthYear: 1980 }] },
        subscriptions: { memberOf: ['Newsletter', 'promotions'] },
      },
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('etag')).toBe(r.body.ETag);
    expect(r.body).toMatchObject({ id, email: id, dead: false });
    expect(attrsOf(r.body)).toEqual({ firstName: 'Ann', birthYear: 1980 });
    expect(r.body.subscriptions.memberOf.sort()).toEqual(['Newsletter', 'Promotions']);

    const r2 = await svc.call('PUT', path(id), {
      body: {
        id,
        email: id,
        profile: { userAttrs: [{ lastName: 'Lee' }] },
        subscriptions: { memberOf: ['Events'] },
      },
    });
    expect(r2.status).toBe(200);
    expect(attrsOf(r2.body)).toEqual({ lastName: 'Lee' });
    expect(r2.body.subscriptions.memberOf).toEqual(['Events']);
    expect(r2.body.ETag).not.toBe(r.body.ETag);
    expect(statesOf(r2.body.subscriptions)).toEqual({
      Events: 'subscribed',
      Newsletter: 'unsubscribed',
      Promotions: 'unsubscribed',
    });
  });

  it('keeps subscriptions when the body has none, and accepts an empty email', async () => {
    const id = 'cust-000123';
    await create(id, { email: 'x@example.com', subscriptions: { memberOf: ['Newsletter'] } });
    const r = await svc.call('PUT', path(id), { body: { id, email: '' } });
    expect(r.status).toBe(200);
    expect(r.body.email).toBe('');
    expect(r.body.subscriptions.memberOf).toEqual(['Newsletter']);
  });

  it('requires email and rejects mixed-case addresses in body, body id and path id', async () => {
    const id = uniqueId('case');
    let r = await svc.call('PUT', path(id), { body: { id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^email is required/);
    r = await svc.call('PUT', path(id), { body: { id, email: 'Mixed@Example.com' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^email must be lower case/);
    r = await svc.call('PUT', path(id), { body: { id: id.toUpperCase(), email: id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^id must be lower case/);
    r = await svc.call('PUT', path('Upper@Example.com'), { body: { id, email: id } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^id must be lower case/);
    r = await svc.call('GET', path('Upper@Example.com'));
    expect(r.status).toBe(400);
    r = await svc.call('POST', `${path('Upper@Example.com')}/update`, { body: {} });
    expect(r.status).toBe(400);
  });

  it('types profile attributes by the company schema', async () => {
    const id = uniqueId('attrs');
    const put = (userAttrs: unknown[]) =>
      svc.call('PUT', path(id), { body: { id, email: id, profile: { userAttrs } } });
    let r = await put([{ firstName: 'A' }, { shoeSize: 42 }]);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request' });
    expect(r.body.message).toMatch(/^profile\.userAttrs\[1\] names unknown attribute shoeSize/);
    r = await put([{ birthYear: '1980' }]);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('profile.userAttrs[0].birthYear must be a Number (an integer), not a string');
    r = await put([{ birthYear: 1800 }]);
    expect(r.body.message).toBe('profile.userAttrs[0].birthYear must be an integer from 1900 to 2100');
    r = await put([{ country: 'USA' }]);
    expect(r.body.message).toBe('profile.userAttrs[0].country must be at most 2 characters');
    r = await put([{ firstName: 7 }]);
    expect(r.body.message).toBe('profile.userAttrs[0].firstName must be a String, not a number');
    r = await put([{ firstName: 'a' }, { firstName: 'b' }]);
    expect(r.body.message).toMatch(/^profile\.userAttrs\[1\]\.firstName repeats/);
    r = await put([{ birthYear: 1.5 }]);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^profile\.userAttrs\[0\]\.birthYear/);
    expect((await svc.call('GET', path(id))).status).toBe(404);
  });

  it('rejects an unknown division naming it', async () => {
    const id = uniqueId('div');
    const r = await svc.call('PUT', path(id), {
      body: { id, email: id, subscriptions: { memberOf: ['Newsletter', 'Sports'] } },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^subscriptions\.memberOf\[1\] names unknown division Sports/);
  });

  it('renames when the body id differs; 409 when the new id is taken; 404 for an unknown id', async () => {
    const a = uniqueId('ren-a');
    const b = uniqueId('ren-b');
    const c = uniqueId('ren-c');
    await create(a, { subscriptions: { memberOf: ['Events'] } });
    await create(c);
    let r = await svc.call('PUT', path(a), { body: { id: b, email: b } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: b, email: b });
    expect(r.body.subscriptions.memberOf).toEqual(['Events']);
    expect((await svc.call('GET', path(a))).status).toBe(404);
    expect((await svc.call('GET', path(b))).status).toBe(200);
    r = await svc.call('PUT', path(b), { body: { id: c, email: c } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'conflict' });
    expect(r.body.message).toContain(c);
    r = await svc.call('PUT', path(uniqueId('ghost')), { body: { id: uniqueId('other'), email: '' } });
    expect(r.status).toBe(404);
  });

  it('sets referred per setReferred', async () => {
    const a = uniqueId('ref');
    let r = await svc.call('PUT', path(a), {
      body: { id: a, email: a, subscriptions: { setReferred: 'newOnly' } },
    });
    expect(r.body.referred).toBe(true);
    const b = uniqueId('ref');
    r = await svc.call('PUT', path(b), {
      body: { id: b, email: b, subscriptions: { memberOf: ['Newsletter'], setReferred: 'newOnly' } },
    });
    expect(r.body.referred).toBe(false);
    const c = uniqueId('ref');
    await create(c);
    r = await svc.call('PUT', path(c), {
      body: { id: c, email: c, subscriptions: { setReferred: 'newOnly' } },
    });
    expect(r.body.referred).toBe(false);
    r = await svc.call('PUT', path(c), {
      body: { id: c, email: c, subscriptions: { setReferred: 'newOrNotSubscribed' } },
    });
    expect(r.body.referred).toBe(true);
  });

  it('answers 409 etag_mismatch for a stale If-Match and applies a matching one', async () => {
    const id = uniqueId('etag');
    const created = await create(id);
    let r = await svc.call('PUT', path(id), { body: { id, email: id }, headers: { 'if-match': '"nope-1"' } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('etag_mismatch');
    r = await svc.call('PUT', path(id), {
      body: { id, email: id, profile: { userAttrs: [{ tier: 'gold' }] } },
      headers: { 'if-match': created.ETag },
    });
    expect(r.status).toBe(200);
    r = await svc.call('POST', `${path(id)}/update`, {
      body: { email: '' },
      headers: { 'if-match': created.ETag },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('etag_mismatch');
    expect((await svc.call('GET', path(id))).body.email).toBe(id);
  });

  it('needs authentication', async () => {
    const r = await svc.call('PUT', path('a@b.c'), { body: { id: 'a@b.c', email: '' }, auth: false });
    expect(r.status).toBe(401);
  });
});
