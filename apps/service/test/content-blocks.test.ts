import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContentBlockByName } from '../src/content-blocks/lookup';
import { startTestService, type TestService, type TestUnit } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const uniq = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
const body = (html: string, text = '') => [{ html, text }];

async function create(unit: TestUnit, name = uniq('blk'), html = '<p>hi</p>') {
  const r = await unit.call('POST', '/v2/content-blocks', { body: { name, body: body(html, 'hi') } });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; name: string; lastUpdate: string };
}

describe('POST /v2/content-blocks', () => {
  it('creates a block (201) readable by its id, with defaults for a missing part', async () => {
    const name = uniq('header');
    const r = await svc.call('POST', '/v2/content-blocks', {
      body: { name, body: [{ html: '<h1>{{ firstName }}</h1>' }] },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name,
      archived: false,
      body: [{ html: '<h1>{{ firstName }}</h1>', text: '' }],
    });
    expect(r.body.id).toMatch(/^\d+$/);
    expect(r.body.lastUpdate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(r.headers.get('location')).toMatch(new RegExp(`/v2/content-blocks/${r.body.id}$`));
    const got = await svc.call('GET', `/v2/content-blocks/${r.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
  });

  it('rejects a name already used, by an active or an archived block (400)', async () => {
    const active = await create(svc);
    const dup = await svc.call('POST', '/v2/content-blocks', {
      body: { name: active.name, body: body('x') },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ code: 'invalid_request' });
    expect(dup.body.message).toContain(`name "${active.name}" is already used`);

    const old = await create(svc);
    expect((await svc.call('POST', `/v2/content-blocks/${old.id}/archive`)).status).toBe(200);
    const reuse = await svc.call('POST', '/v2/content-blocks', { body: { name: old.name, body: body('x') } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toContain('archived');
  });

  it('names the field of an invalid body', async () => {
    const cases: [unknown, string][] = [
      [{ body: body('x') }, 'name is required'],
      [{ name: 'has space', body: body('x') }, 'name must be 1 to 100 letters'],
      [{ name: uniq('b'), body: [] }, 'body must have at least 1 items'],
      [{ name: uniq('b'), body: [{ html: '', text: '' }] }, 'body[0] must have html or text'],
      [{ name: uniq('b'), body: [{ html: 5 }] }, 'body[0].html must be a string'],
    ];
    for (const [b, message] of cases) {
      const r = await svc.call('POST', '/v2/content-blocks', { body: b });
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect((await svc.call('POST', '/v2/content-blocks')).status).toBe(400);
  });
});

describe('GET /v2/content-blocks', () => {
  it('answers 200 with zero counts and no blocks for a unit without blocks', async () => {
    const unit = await svc.newUnit();
    const r = await unit.call('GET', '/v2/content-blocks');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ counts: { count: 0, total: 0 }, offset: 0, limit: 25, blocks: [] });
  });

  it('pages the non-archived blocks, most recently updated first', async () => {
    const unit = await svc.newUnit();
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await create(unit, `b${i}-${uniq('x')}`));
    // Touch the oldest so it becomes the newest; archive another so it leaves the list.
    const first = made[0]!;
    await new Promise((r) => setTimeout(r, 5));
    const put = await unit.call('PUT', `/v2/content-blocks/${first.id}`, {
      body: { name: first.name, body: body('<p>new</p>') },
    });
    expect(put.status).toBe(200);
    expect((await unit.call('POST', `/v2/content-blocks/${made[2]!.id}/archive`)).status).toBe(200);

    const all = await unit.call('GET', '/v2/content-blocks', { query: { limit: 100 } });
    expect(all.body.counts).toEqual({ count: 4, total: 4 });
    expect(all.body.blocks[0]).toEqual({ id: first.id, name: first.name, lastUpdate: put.body.lastUpdate });
    expect(all.body.blocks.map((b: { id: string }) => b.id)).not.toContain(made[2]!.id);
    expect(Object.keys(all.body.blocks[0]).sort()).toEqual(['id', 'lastUpdate', 'name']);

    const page1 = await unit.call('GET', '/v2/content-blocks', { query: { limit: 2 } });
    const page2 = await unit.call('GET', '/v2/content-blocks', { query: { limit: 2, offset: 2 } });
    expect(page1.body.counts).toEqual({ count: 2, total: 4 });
    expect([...page1.body.blocks, ...page2.body.blocks]).toEqual(all.body.blocks);

    const counts = await unit.call('GET', '/v2/content-blocks', { query: { limit: 0 } });
    expect(counts.body).toMatchObject({ counts: { count: 0, total: 4 }, blocks: [] });
  });

  it('rejects invalid paging with a message naming the parameter', async () => {
    for (const [query, message] of [
      [{ limit: 101 }, 'limit must be an integer from 0 to 100'],
      [{ limit: 'ten' }, 'limit must be an integer'],
      [{ offset: -1 }, 'offset must be an integer 0 or more'],
    ] as const) {
      const r = await svc.call('GET', '/v2/content-blocks', { query });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'invalid_request' });
      expect(r.body.message).toContain(message);
    }
  });

  it('answers 401 without valid credentials', async () => {
    expect((await svc.call('GET', '/v2/content-blocks', { auth: false })).status).toBe(401);
    const wrong = await svc.call('GET', '/v2/content-blocks', { auth: { user: svc.user, key: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('unauthorized');
    const post = await svc.call('POST', '/v2/content-blocks', {
      auth: false,
      body: { name: 'x', body: body('x') },
    });
    expect(post.status).toBe(401);
  });
});

describe('GET, PUT and archive of one block', () => {
  it('replaces name and body; another block’s name is a 400', async () => {
    const a = await create(svc);
    const b = await create(svc);
    const renamed = uniq('renamed');
    const r = await svc.call('PUT', `/v2/content-blocks/${a.id}`, {
      body: { name: renamed, body: [{ html: '<b>1</b>', text: '1' }, { html: '<b>2</b>' }] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: a.id,
      name: renamed,
      body: [{ text: '1' }, { html: '<b>2</b>', text: '' }],
    });
    const taken = await svc.call('PUT', `/v2/content-blocks/${a.id}`, {
      body: { name: b.name, body: body('x') },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.message).toContain(`name "${b.name}" is already used`);
    expect((await svc.call('GET', `/v2/content-blocks/${a.id}`)).body.name).toBe(renamed);
  });

  it('archives idempotently; an archived block stays readable but cannot be changed', async () => {
    const a = await create(svc);
    const first = await svc.call('POST', `/v2/content-blocks/${a.id}/archive`);
    expect(first.status).toBe(200);
    expect(first.body.archived).toBe(true);
    const again = await svc.call('POST', `/v2/content-blocks/${a.id}/archive`, { body: {} });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await svc.call('GET', `/v2/content-blocks/${a.id}`)).body.archived).toBe(true);
    const put = await svc.call('PUT', `/v2/content-blocks/${a.id}`, {
      body: { name: a.name, body: body('x') },
    });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ code: 'invalid_state' });
  });

  it('answers 404 for unknown ids, including ids beyond the id range, and 400 for a malformed id', async () => {
    for (const id of ['999999', '99999999999', '123456789012345678']) {
      for (const [method, b] of [
        ['GET', undefined],
        ['PUT', { name: uniq('n'), body: body('x') }],
        ['POST', undefined],
      ] as const) {
        const path = `/v2/content-blocks/${id}${method === 'POST' ? '/archive' : ''}`;
        const r = await svc.call(method, path, { body: b });
        expect(r.status, `${method} ${path}`).toBe(404);
        expect(r.body).toMatchObject({ code: 'not_found', message: `content block ${id} does not exist` });
      }
    }
    const bad = await svc.call('GET', '/v2/content-blocks/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id must be a content block id');
  });

  it('keeps units apart: another unit’s block is a 404 and its name is free', async () => {
    const a = await create(svc);
    const other = await svc.newUnit();
    expect((await other.call('GET', `/v2/content-blocks/${a.id}`)).status).toBe(404);
    expect((await other.call('POST', `/v2/content-blocks/${a.id}/archive`)).status).toBe(404);
    const put = await other.call('PUT', `/v2/content-blocks/${a.id}`, {
      body: { name: 'x1', body: body('x') },
    });
    expect(put.status).toBe(404);
    await create(other, a.name);
    expect((await other.call('GET', '/v2/content-blocks')).body.counts.total).toBe(1);
    expect((await svc.call('GET', `/v2/content-blocks/${a.id}`)).body.archived).toBe(false);
  });
});

describe('findContentBlockByName', () => {
  it('returns the first part of the unit’s block, archived ones too, and nothing for other units', async () => {
    const db = svc.service.app.db;
    const a = await create(svc, uniq('lk'), '<p>first</p>');
    expect(await findContentBlockByName(db, svc.id, a.name)).toEqual({ html: '<p>first</p>', text: 'hi' });
    await svc.call('POST', `/v2/content-blocks/${a.id}/archive`);
    expect(await findContentBlockByName(db, svc.id, a.name)).toEqual({ html: '<p>first</p>', text: 'hi' });
    const other = await svc.newUnit();
    expect(await findContentBlockByName(db, other.id, a.name)).toBeUndefined();
    expect(await findContentBlockByName(db, svc.id, 'no-such-block')).toBeUndefined();
  });
});
