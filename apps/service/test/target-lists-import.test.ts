import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_CHUNK } from '../src/target-lists/member-import';
import { insertBareSubscribers } from './fixtures';
import { startTestService, testDialect, type TestService } from './harness';

/** Records per import transaction on the store under test. */
const CHUNK = IMPORT_CHUNK[testDialect];

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const uniq = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
const importPath = (list: string) => `/v2/target-lists/${encodeURIComponent(list)}/members/import`;

async function newList(): Promise<string> {
  const name = uniq('imp');
  expect((await svc.call('PUT', `/v2/target-lists/${name}`, { body: { name } })).status).toBe(201);
  return name;
}

/** Subscribers in 1,000-row inserts: imports span several chunks, and the per-row fixture would take seconds. */
async function seed(n: number): Promise<string[]> {
  const prefix = uniq('m');
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}@example.com`);
  await insertBareSubscribers(svc.service.app.db, svc.id, ids);
  return ids;
}

const result = (ticketId: string) =>
  svc.call('GET', `/v2/async-results/${ticketId}`, { query: { completed: true, ignored: true } });

describe('POST /v2/target-lists/{listname}/members/import', () => {
  it('answers 202 with a ticket and records every record’s outcome by index', async () => {
    const name = await newList();
    const [a, b, c] = await seed(3);
    await svc.call('PUT', `/v2/target-lists/${name}/members/${a}`);
    const r = await svc.call('POST', importPath(name), {
      query: { responseRef: 'batch-7' },
      body: {
        members: [
          { id: b }, // 0 new member
          { id: 'Mixed@Example.com' }, // 1 mixed case
          { id: 'nobody@example.com' }, // 2 unknown subscriber
          { id: a }, // 3 already a member
          { id: 42 }, // 4 not a string
          { id: c }, // 5 new member
          {}, // 6 no id
          { id: b }, // 7 repeated in the same request
        ],
      },
    });
    expect(r.status).toBe(202);
    expect(r.headers.get('content-location')).toBe(
      `${svc.service.app.config.publicUrl}/v2/tickets/${r.body.id}`,
    );
    expect(r.body).toMatchObject({ state: 'accepted', responseRef: 'batch-7' });
    expect(r.body.request).toMatchObject({ id: name, user: svc.user });
    expect(r.body.request.uri).toBe(importPath(name));

    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('completed');
    expect(ticket.response.counts).toEqual({ requested: 8, completed: 4, failed: 4, ignored: 0, total: 8 });

    const res = await result(r.body.id);
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ requested: 8, completed: 4, failed: 4, ignored: 0, total: 8 });
    expect(res.body.completed.map((x: any) => x.index)).toEqual([0, 3, 5, 7]);
    expect(res.body.completed[0].location).toBe(
      `/v2/target-lists/${encodeURIComponent(name)}/members/${encodeURIComponent(b!)}`,
    );
    expect(res.body.ignored).toEqual([]);
    const failed = Object.fromEntries(
      res.body.failed.map((f: any) => [f.index, [f.error.status, f.error.message]]),
    );
    expect(failed).toEqual({
      1: [400, 'id must be lower case when it is an e-mail address'],
      2: [404, 'subscriber "nobody@example.com" does not exist'],
      4: [400, 'id must be a string'],
      6: [400, 'id is required'],
    });

    const list = (await svc.call('GET', `/v2/target-lists/${name}`)).body;
    expect(list.memberCount).toBe(3);
    const page = await svc.call('GET', `/v2/target-lists/${name}/members`);
    expect(page.body.members.map((m: any) => m.id)).toEqual([a, b, c]);
  });

  it('rejects a request holding a NUL character, naming the record (PostgreSQL text cannot hold it)', async () => {
    const name = await newList();
    const r = await svc.call('POST', importPath(name), {
      body: { members: [{ id: 'ok' }, { id: 'a\u0000b' }] },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('members[1].id must not contain the NUL character');
  });

  it('takes responseUri and responseRef from the body too', async () => {
    const name = await newList();
    const [a] = await seed(1);
    const r = await svc.call('POST', importPath(name), {
      body: { members: [{ id: a }], responseRef: 'from-body', responseUri: 'http://127.0.0.1:9/hook' },
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ responseRef: 'from-body', responseUri: 'http://127.0.0.1:9/hook' });
  });

  it('imports across several chunks and is idempotent when repeated', async () => {
    const name = await newList();
    const n = 2 * CHUNK + 500;
    const ids = await seed(n);
    const body = { members: ids.map((id) => ({ id })) };
    const first = await svc.call('POST', importPath(name), { body });
    expect((await svc.waitForTicket(first.body.id)).response.counts.completed).toBe(n);
    const second = await svc.call('POST', importPath(name), { body });
    const t2 = await svc.waitForTicket(second.body.id);
    expect(t2.response.counts).toMatchObject({ completed: n, failed: 0 });
    expect((await svc.call('GET', `/v2/target-lists/${name}`)).body.memberCount).toBe(n);
    const rows = await svc.service.app.db.kysely
      .selectFrom('target_list_members')
      .innerJoin('target_lists', 'target_lists.id', 'target_list_members.list_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('target_lists.name', '=', name)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(n);
    const last = await svc.call('GET', `/v2/target-lists/${name}/members`, {
      query: { offset: n - 1, limit: 5 },
    });
    expect(last.body.members).toEqual([{ id: ids[n - 1], email: ids[n - 1] }]);
  });

  it('stops at the error threshold and ignores the rest, in chunk-sized async-result rows', async () => {
    const name = await newList();
    const ids = await seed(CHUNK);
    // Unknown ids first: the first chunk fails entirely, over the threshold of 10; the rest spans two chunks.
    const unknown = Array.from({ length: CHUNK + 200 }, (_, i) => ({ id: `ghost-${i}` }));
    const requested = unknown.length + ids.length;
    const r = await svc.call('POST', importPath(name), {
      body: { members: [...unknown, ...ids.map((id) => ({ id }))], errorThreshold: 10 },
    });
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('failed');
    expect(ticket.message).toContain('error threshold 10 exceeded');
    const res = await svc.call('GET', `/v2/async-results/${r.body.id}`, {
      query: { ignored: true, failed: false },
    });
    expect(res.body.counts).toEqual({
      requested,
      completed: 0,
      failed: CHUNK,
      ignored: requested - CHUNK,
      total: CHUNK,
    });
    expect(res.body.ignored.map((x: { index: number }) => x.index)).toEqual(
      Array.from({ length: requested - CHUNK }, (_, i) => CHUNK + i),
    );
    // first/last do not narrow the ignored records.
    const ranged = await svc.call('GET', `/v2/async-results/${r.body.id}`, {
      query: { ignored: true, first: 0, last: 3 },
    });
    expect(ranged.body.ignored).toHaveLength(requested - CHUNK);
    expect(ranged.body.failed.map((x: { index: number }) => x.index)).toEqual([0, 1, 2, 3]);
    const chunks = await svc.service.app.db.kysely
      .selectFrom('async_result_chunks')
      .select(['start_idx', 'count', 'failed', 'ignored'])
      .where('result_id', '=', r.body.id)
      .orderBy('start_idx')
      .execute();
    expect(chunks).toEqual([
      { start_idx: 0, count: CHUNK, failed: CHUNK, ignored: 0 },
      { start_idx: CHUNK, count: CHUNK, failed: 0, ignored: CHUNK },
      {
        start_idx: 2 * CHUNK,
        count: requested - 2 * CHUNK,
        failed: 0,
        ignored: requested - 2 * CHUNK,
      },
    ]);
    expect((await svc.call('GET', `/v2/target-lists/${name}`)).body.memberCount).toBe(0);
  });

  it('accepts a percentage threshold that is not reached', async () => {
    const name = await newList();
    const [a, b] = await seed(2);
    const r = await svc.call('POST', importPath(name), {
      body: { members: [{ id: a }, { id: b }, { id: 'ghost' }], errorThreshold: '50%' },
    });
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('completed');
    expect(ticket.response.counts).toMatchObject({ completed: 2, failed: 1 });
  });

  it.each([
    [{}, 'members is required'],
    [{ members: [] }, 'members must have at least 1 items'],
    [{ members: 'x' }, 'members must be an array, not a string'],
    [{ members: ['a@example.com'] }, 'members[0] must be an object, not a string'],
    [{ members: [{ id: 'a' }], errorThreshold: 'lots' }, 'errorThreshold'],
    [{ members: [{ id: 'a' }], responseUri: 'ftp://x' }, 'responseUri must be an http or https URL'],
  ])('rejects the body %o with 400', async (body, message) => {
    const name = await newList();
    const r = await svc.call('POST', importPath(name), { body });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
  });

  it('rejects more than 100,000 members with 400', async () => {
    const name = await newList();
    const members = Array.from({ length: 100_001 }, (_, i) => ({ id: `x${i}` }));
    const r = await svc.call('POST', importPath(name), { body: { members } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('members must have at most 100000 items');
  });

  it('answers 404 for an unknown or archived list and 401 without credentials', async () => {
    const missing = uniq('missing');
    const body = { members: [{ id: 'a' }] };
    const r = await svc.call('POST', importPath(missing), { body });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(`target list "${missing}" does not exist`);
    const name = await newList();
    await svc.call('POST', `/v2/target-lists/${name}/archive`);
    const archived = await svc.call('POST', importPath(name), { body });
    expect(archived.status).toBe(404);
    expect(archived.body.message).toContain('is archived');
    expect((await svc.call('POST', importPath(name), { body, auth: false })).status).toBe(401);
  });

  it('resolves ids only within the caller’s unit', async () => {
    const other = await svc.newUnit();
    const [mine] = await seed(1);
    const name = uniq('theirs');
    await other.call('PUT', `/v2/target-lists/${name}`, { body: { name } });
    const r = await other.call('POST', importPath(name), { body: { members: [{ id: mine }] } });
    const ticket = await other.waitForTicket(r.body.id);
    expect(ticket.response.counts).toMatchObject({ completed: 0, failed: 1 });
    expect((await svc.call('GET', `/v2/tickets/${r.body.id}`)).status).toBe(404);
    expect((await svc.call('GET', `/v2/async-results/${r.body.id}`)).status).toBe(404);
    expect((await other.call('GET', `/v2/target-lists/${name}`)).body.memberCount).toBe(0);
  });
});
