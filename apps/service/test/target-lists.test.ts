import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const uniq = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
const put = (name: string, body: unknown = { name }, headers?: Record<string, string>) =>
  svc.call('PUT', `/v2/target-lists/${encodeURIComponent(name)}`, { body, headers });

describe('PUT /v2/target-lists/{listname}', () => {
  it('creates a list with 201, an ETag and the 2.2 shape', async () => {
    const name = uniq('Spring Sale');
    const r = await put(name);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name, memberCount: 0, lastUsed: null, archived: false });
    expect(r.body.lastModifiedDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(r.headers.get('etag')).toBe(`"${r.body.id}-1"`);
    const got = await svc.call('GET', `/v2/target-lists/${encodeURIComponent(name)}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
    expect(got.headers.get('etag')).toBe(r.headers.get('etag'));
  });

  it('answers 200 and changes nothing when the body names the same existing list', async () => {
    const name = uniq('same');
    const created = await put(name);
    const again = await put(name);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    expect(again.headers.get('etag')).toBe(created.headers.get('etag'));
  });

  it('renames an existing list with 200 and frees the old name', async () => {
    const from = uniq('old');
    const to = uniq('new');
    const created = await put(from);
    const r = await put(from, { name: to });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: created.body.id, name: to });
    expect(r.headers.get('etag')).toBe(`"${created.body.id}-2"`);
    expect((await svc.call('GET', `/v2/target-lists/${to}`)).body.id).toBe(created.body.id);
    const gone = await svc.call('GET', `/v2/target-lists/${from}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'not_found', message: `target list "${from}" does not exist` });
  });

  it('rejects a missing name with 400 naming the field', async () => {
    const r = await put(uniq('noname'), {});
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', message: 'name is required' });
    const wrongType = await put(uniq('noname'), { name: 7 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('name must be a string, not a number');
    const control = await put(uniq('ctl'), { name: 'tab\there' });
    expect(control.status).toBe(400);
    expect(control.body.message).toBe('name must not contain control characters');
  });

  it('rejects a create whose body name differs from the path with 400', async () => {
    const name = uniq('absent');
    const r = await put(name, { name: 'something-else' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.message).toContain(`name must equal the list name in the path ("${name}")`);
    expect((await svc.call('GET', `/v2/target-lists/${name}`)).status).toBe(404);
    expect((await svc.call('GET', `/v2/target-lists/something-else`)).status).toBe(404);
  });

  it('rejects renaming to the name of another list with 400', async () => {
    const a = uniq('a');
    const b = uniq('b');
    await put(a);
    await put(b);
    const r = await put(a, { name: b });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`name "${b}" is already used by another list`);
    expect((await svc.call('GET', `/v2/target-lists/${a}`)).body.name).toBe(a);
  });

  it('rejects renaming to the name of an archived list with 400', async () => {
    const a = uniq('a');
    const archived = uniq('archived');
    await put(a);
    await put(archived);
    expect((await svc.call('POST', `/v2/target-lists/${archived}/archive`)).status).toBe(200);
    const r = await put(a, { name: archived });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      `name "${archived}" belongs to an archived list; archived names cannot be reused`,
    );
  });

  it('honours If-Match: 409 on a stale ETag, 200 on the current one', async () => {
    const name = uniq('etag');
    const created = await put(name);
    const etag = created.headers.get('etag')!;
    const stale = await put(name, { name: uniq('x') }, { 'If-Match': '"999999-1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('etag_mismatch');
    expect(stale.body.message).toContain(etag);
    const renamed = uniq('renamed');
    const ok = await put(name, { name: renamed }, { 'If-Match': etag });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe(renamed);
    // The old ETag is stale now that the rename bumped the version.
    const again = await put(renamed, { name: uniq('y') }, { 'If-Match': etag });
    expect(again.status).toBe(409);
  });

  it('answers 409 when If-Match is given for a list that does not exist', async () => {
    const name = uniq('nothing');
    const r = await put(name, { name }, { 'If-Match': '"1-1"' });
    expect(r.status).toBe(409);
    expect((await svc.call('GET', `/v2/target-lists/${name}`)).status).toBe(404);
  });

  it('answers 401 without credentials', async () => {
    const name = uniq('noauth');
    const r = await svc.call('PUT', `/v2/target-lists/${name}`, { body: { name }, auth: false });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('unauthorized');
  });
});

describe('POST /v2/target-lists/{listname}/archive', () => {
  it('archives idempotently and reserves the name for ever', async () => {
    const name = uniq('arch');
    const created = await put(name);
    const first = await svc.call('POST', `/v2/target-lists/${name}/archive`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: created.body.id, name, archived: true });
    const second = await svc.call('POST', `/v2/target-lists/${name}/archive`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // Still readable, but not modifiable and the name cannot be created again.
    const got = await svc.call('GET', `/v2/target-lists/${name}`);
    expect(got.body.archived).toBe(true);
    const modify = await put(name);
    expect(modify.status).toBe(400);
    expect(modify.body).toMatchObject({
      code: 'invalid_state',
      message: `target list "${name}" is archived; an archived list cannot be modified or renamed`,
    });
    const rename = await put(name, { name: uniq('elsewhere') });
    expect(rename.status).toBe(400);
    expect(rename.body.code).toBe('invalid_state');
  });

  it('answers 404 for an unknown list', async () => {
    const name = uniq('ghost');
    const r = await svc.call('POST', `/v2/target-lists/${name}/archive`);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`target list "${name}" does not exist`);
  });
});

describe('GET /v2/target-lists', () => {
  it('pages by id with total, offset, limit, count and hides archived lists by default', async () => {
    const unit = await svc.newUnit();
    const names = ['c-list', 'a-list', 'b-list', 'd-list'];
    const ids: number[] = [];
    for (const name of names) {
      const r = await unit.call('PUT', `/v2/target-lists/${name}`, { body: { name } });
      ids.push(r.body.id);
    }
    await unit.call('POST', '/v2/target-lists/d-list/archive');

    const all = await unit.call('GET', '/v2/target-lists');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, offset: 0, limit: 25, count: 3 });
    expect(all.body.lists.map((l: any) => l.name)).toEqual(['c-list', 'a-list', 'b-list']);
    expect(all.body.lists[0]).toEqual({
      id: ids[0],
      name: 'c-list',
      memberCount: 0,
      lastUsed: null,
      lastModified: expect.stringMatching(/Z$/),
    });

    const page = await unit.call('GET', '/v2/target-lists', { query: { limit: 1, offset: 1 } });
    expect(page.body).toMatchObject({ total: 3, offset: 1, limit: 1, count: 1 });
    expect(page.body.lists[0].id).toBe(ids[1]);

    const counts = await unit.call('GET', '/v2/target-lists', { query: { limit: 0 } });
    expect(counts.body).toMatchObject({ total: 3, count: 0, lists: [] });

    const past = await unit.call('GET', '/v2/target-lists', { query: { offset: 50 } });
    expect(past.body).toMatchObject({ total: 3, count: 0, lists: [] });

    const archived = await unit.call('GET', '/v2/target-lists', { query: { archived: 'true' } });
    expect(archived.body.lists).toEqual([expect.objectContaining({ name: 'd-list', archived: true })]);
    const both = await unit.call('GET', '/v2/target-lists', { query: { archived: 'all' } });
    expect(both.body.total).toBe(4);
    expect(both.body.lists.map((l: any) => l.id)).toEqual(ids);
  });

  it.each([
    [{ limit: '101' }, 'limit must be an integer from 0 to 100'],
    [{ limit: '-1' }, 'limit must be an integer from 0 to 100'],
    [{ limit: 'ten' }, 'limit must be an integer from 0 to 100'],
    [{ offset: '-5' }, 'offset must be an integer 0 or more'],
    [{ view: 'full' }, 'view must be schema or absent'],
    [{ archived: 'yes' }, 'archived must be true, false or all'],
  ])('rejects %o with 400', async (query, message) => {
    const r = await svc.call('GET', '/v2/target-lists', { query });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request', message });
  });

  it('accepts the page bounds 0 and 100', async () => {
    expect((await svc.call('GET', '/v2/target-lists', { query: { limit: 100 } })).status).toBe(200);
    expect((await svc.call('GET', '/v2/target-lists', { query: { limit: 0, offset: 0 } })).status).toBe(200);
    const far = await svc.call('GET', '/v2/target-lists', { query: { offset: Number.MAX_SAFE_INTEGER } });
    expect(far.status).toBe(200);
    expect(far.body).toMatchObject({ offset: Number.MAX_SAFE_INTEGER, count: 0, lists: [] });
  });

  it('returns the load attributes with view=schema (empty when personalization is not set up)', async () => {
    const unit = await svc.newUnit();
    const empty = await unit.call('GET', '/v2/target-lists', { query: { view: 'schema' } });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ view: 'schema', targetList: [] });

    const attrs = [{ attributeName: 'storeId', type: 'String', length: 10 }];
    const row = await svc.service.app.db.kysely
      .selectFrom('api_users')
      .select('settings')
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    const settings = { ...JSON.parse(row.settings), listLoadAttributes: attrs };
    await svc.service.app.db.kysely
      .updateTable('api_users')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', unit.id)
      .execute();
    svc.service.app.auth.forget();
    const set = await unit.call('GET', '/v2/target-lists', { query: { view: 'schema' } });
    expect(set.body).toEqual({ view: 'schema', targetList: attrs });
  });

  it('answers 401 without credentials', async () => {
    expect((await svc.call('GET', '/v2/target-lists', { auth: false })).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('never shows or changes one unit’s lists to another', async () => {
    const other = await svc.newUnit();
    const name = uniq('private');
    const mine = await put(name);
    expect((await other.call('GET', `/v2/target-lists/${name}`)).status).toBe(404);
    const list = await other.call('GET', '/v2/target-lists', { query: { archived: 'all', limit: 100 } });
    expect(list.body.lists.map((l: any) => l.name)).not.toContain(name);
    expect((await other.call('POST', `/v2/target-lists/${name}/archive`)).status).toBe(404);
    expect((await other.call('GET', `/v2/target-lists/${name}/members`)).status).toBe(404);
    // The same name in the other unit is a separate list, and renaming it does not touch ours.
    const theirs = await other.call('PUT', `/v2/target-lists/${name}`, { body: { name } });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    await other.call('PUT', `/v2/target-lists/${name}`, { body: { name: `${name}-2` } });
    const still = await svc.call('GET', `/v2/target-lists/${name}`);
    expect(still.body).toEqual(mine.body);
  });
});
