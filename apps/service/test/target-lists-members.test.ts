import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const uniq = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
const members = (list: string) => `/v2/target-lists/${encodeURIComponent(list)}/members`;
const member = (list: string, id: string) => `${members(list)}/${encodeURIComponent(id)}`;

async function newList(): Promise<{ name: string; id: number }> {
  const name = uniq('list');
  const r = await svc.call('PUT', `/v2/target-lists/${name}`, { body: { name } });
  expect(r.status).toBe(201);
  return { name, id: r.body.id };
}

async function seed(n: number, prefix = uniq('s')): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}@example.com`);
  await insertSubscribers(
    svc.service.app.db,
    svc.id,
    ids.map((id) => ({ id })),
  );
  return ids;
}

const getList = async (name: string) => (await svc.call('GET', `/v2/target-lists/${name}`)).body;

describe('PUT /v2/target-lists/{listname}/members/{userId}', () => {
  it('adds an existing subscriber and answers 200 with lastModifiedDate, id and email', async () => {
    const { name } = await newList();
    const [id] = await seed(1);
    const r = await svc.call('PUT', member(name, id!), { body: { id } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ lastModifiedDate: expect.stringMatching(/Z$/), id, email: id });
    const list = await getList(name);
    expect(list.memberCount).toBe(1);
    expect(r.headers.get('etag')).toBe(`"${list.id}-2"`);
  });

  it('is idempotent: re-adding answers 200 and leaves the list unchanged', async () => {
    const { name } = await newList();
    const [id] = await seed(1);
    const first = await svc.call('PUT', member(name, id!));
    const before = await svc.call('GET', `/v2/target-lists/${name}`);
    const again = await svc.call('PUT', member(name, id!), { body: { id } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const after = await svc.call('GET', `/v2/target-lists/${name}`);
    expect(after.body).toEqual(before.body);
    expect(after.body.memberCount).toBe(1);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
  });

  it('accepts an omitted body', async () => {
    const { name } = await newList();
    const [id] = await seed(1);
    expect((await svc.call('PUT', member(name, id!))).status).toBe(200);
  });

  it('rejects a body id that differs from the path with 400', async () => {
    const { name } = await newList();
    const [a, b] = await seed(2);
    const r = await svc.call('PUT', member(name, a!), { body: { id: b } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`id in the body ("${b}") must equal the subscriber id in the path ("${a}")`);
    expect((await getList(name)).memberCount).toBe(0);
  });

  it('rejects a mixed-case e-mail id with 400 naming the field', async () => {
    const { name } = await newList();
    const r = await svc.call('PUT', member(name, 'John@Example.com'));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('userId must be lower case when it is an e-mail address');
    const body = await svc.call('PUT', member(name, 'john@example.com'), {
      body: { id: 'John@Example.com' },
    });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('id must be lower case when it is an e-mail address');
  });

  it('rejects a NUL character in the id with 400 (never a store error)', async () => {
    const { name } = await newList();
    for (const method of ['PUT', 'DELETE']) {
      const r = await svc.call(method, `${members(name)}/a%00b`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('userId must not contain the NUL character');
    }
  });

  it('answers 404 for an unknown subscriber or list', async () => {
    const { name } = await newList();
    const noSub = await svc.call('PUT', member(name, 'nobody@example.com'));
    expect(noSub.status).toBe(404);
    expect(noSub.body.message).toBe('subscriber "nobody@example.com" does not exist');
    const [id] = await seed(1);
    const missing = uniq('missing');
    const noList = await svc.call('PUT', member(missing, id!));
    expect(noList.status).toBe(404);
    expect(noList.body.message).toBe(`target list "${missing}" does not exist`);
  });

  it('answers 404 naming the list as archived (members of an archived list cannot change)', async () => {
    const { name } = await newList();
    const [a, b] = await seed(2);
    await svc.call('PUT', member(name, a!));
    await svc.call('POST', `/v2/target-lists/${name}/archive`);
    const add = await svc.call('PUT', member(name, b!));
    expect(add.status).toBe(404);
    expect(add.body.message).toBe(
      `target list "${name}" is archived; the members of an archived list cannot change`,
    );
    const del = await svc.call('DELETE', member(name, a!));
    expect(del.status).toBe(404);
    expect(del.body.message).toContain('is archived');
    // Members of an archived list stay readable.
    const page = await svc.call('GET', members(name));
    expect(page.body.members).toEqual([{ id: a, email: a }]);
  });

  it('honours If-Match against the list ETag: 409 when stale', async () => {
    const { name } = await newList();
    const [a, b] = await seed(2);
    const etag = (await svc.call('GET', `/v2/target-lists/${name}`)).headers.get('etag')!;
    const ok = await svc.call('PUT', member(name, a!), { headers: { 'If-Match': etag } });
    expect(ok.status).toBe(200);
    const stale = await svc.call('PUT', member(name, b!), { headers: { 'If-Match': etag } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('etag_mismatch');
    expect((await getList(name)).memberCount).toBe(1);
  });

  it('answers 401 without credentials', async () => {
    const { name } = await newList();
    const [id] = await seed(1);
    expect((await svc.call('PUT', member(name, id!), { auth: false })).status).toBe(401);
    expect((await getList(name)).memberCount).toBe(0);
  });
});

describe('DELETE /v2/target-lists/{listname}/members/{userId}', () => {
  it('removes a member with 204 and no body, then 404 when no longer a member', async () => {
    const { name } = await newList();
    const [a, b] = await seed(2);
    await svc.call('PUT', member(name, a!));
    await svc.call('PUT', member(name, b!));
    const r = await svc.call('DELETE', member(name, a!));
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    expect((await getList(name)).memberCount).toBe(1);
    const again = await svc.call('DELETE', member(name, a!));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`subscriber "${a}" is not a member of target list "${name}"`);
    expect((await getList(name)).memberCount).toBe(1);
  });

  it('answers 404 for an unknown list or subscriber, 409 on a stale If-Match, 401 without credentials', async () => {
    const { name } = await newList();
    const [a] = await seed(1);
    expect((await svc.call('DELETE', member(uniq('nolist'), a!))).status).toBe(404);
    expect((await svc.call('DELETE', member(name, 'ghost@example.com'))).status).toBe(404);
    await svc.call('PUT', member(name, a!));
    const stale = await svc.call('DELETE', member(name, a!), { headers: { 'If-Match': '"0-0"' } });
    expect(stale.status).toBe(409);
    expect((await svc.call('DELETE', member(name, a!), { auth: false })).status).toBe(401);
    expect((await getList(name)).memberCount).toBe(1);
  });
});

describe('GET /v2/target-lists/{listname}/members', () => {
  it('pages members in subscriber order with the envelope and lastModifiedDate', async () => {
    const { name } = await newList();
    const ids = await seed(5);
    // Added out of order: the page is still in subscriber (creation) order.
    for (const id of [...ids].reverse()) await svc.call('PUT', member(name, id));
    const list = await getList(name);
    const all = await svc.call('GET', members(name));
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      total: 5,
      offset: 0,
      limit: 25,
      count: 5,
      lastModifiedDate: list.lastModifiedDate,
      members: ids.map((id) => ({ id, email: id })),
    });
    const page = await svc.call('GET', members(name), { query: { limit: 2, offset: 3 } });
    expect(page.body).toMatchObject({ total: 5, offset: 3, limit: 2, count: 2 });
    expect(page.body.members.map((m: any) => m.id)).toEqual(ids.slice(3, 5));
    const none = await svc.call('GET', members(name), { query: { limit: 0 } });
    expect(none.body).toMatchObject({ total: 5, count: 0, members: [] });
    const past = await svc.call('GET', members(name), { query: { offset: 9 } });
    expect(past.body).toMatchObject({ total: 5, count: 0, members: [] });
    expect((await svc.call('GET', members(name), { auth: false })).status).toBe(401);
  });

  it('rejects bad paging with 400 and unknown lists with 404', async () => {
    const { name } = await newList();
    const big = await svc.call('GET', members(name), { query: { limit: 101 } });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('limit must be an integer from 0 to 100');
    const neg = await svc.call('GET', members(name), { query: { offset: -1 } });
    expect(neg.status).toBe(400);
    expect(neg.body.message).toBe('offset must be an integer 0 or more');
    const missing = uniq('missing');
    const r = await svc.call('GET', members(missing));
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`target list "${missing}" does not exist`);
  });
});

describe('membership isolation', () => {
  it('cannot add another unit’s subscriber, nor change or read another unit’s members', async () => {
    const other = await svc.newUnit();
    const { name } = await newList();
    const [mine] = await seed(1);
    await svc.call('PUT', member(name, mine!));
    // Another unit has its own list of the same name and cannot reach our subscriber.
    await other.call('PUT', `/v2/target-lists/${name}`, { body: { name } });
    const add = await other.call('PUT', member(name, mine!));
    expect(add.status).toBe(404);
    expect(add.body.message).toBe(`subscriber "${mine}" does not exist`);
    expect((await other.call('DELETE', member(name, mine!))).status).toBe(404);
    expect((await other.call('GET', members(name))).body).toMatchObject({ total: 0, members: [] });
    const ours = await svc.call('GET', members(name));
    expect(ours.body.members).toEqual([{ id: mine, email: mine }]);
  });
});
