import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertList } from './subscribers-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const attrsOf = (s: any) => Object.assign({}, ...s.profile.userAttrs);

async function runImport(body: Record<string, unknown>) {
  const r = await svc.call('POST', '/v2/subscribers/import', { body });
  expect(r.status).toBe(202);
  expect(r.headers.get('content-location')).toMatch(new RegExp(`/v2/tickets/${r.body.id}$`));
  const ticket = await svc.waitForTicket(r.body.id);
  const result = await svc.call('GET', `/v2/async-results/${r.body.id}`, {
    query: { completed: true, ignored: true, failed: true },
  });
  expect(result.status).toBe(200);
  return { ticket, result: result.body };
}

const createList = (name: string, archived = false) => insertList(svc.service.app.db, svc.id, name, archived);

describe('POST /v2/subscribers/import', () => {
  it('creates subscribers with defaults, per-record overrides, and completed locations', async () => {
    await createList('imp-list');
    await createList('imp-other');
    const { ticket, result } = await runImport({
      defaults: { subscriptions: { add: ['Newsletter'] }, targetLists: { add: ['imp-list'] } },
      subscribers: [
        {
          id: 'imp-1@example.com',
          email: 'imp-1@example.com',
          profile: { userAttrs: [{ firstName: 'One' }] },
        },
        {
          email: 'imp-2@example.com',
          subscriptions: { add: ['Events'] },
          targetLists: { add: ['imp-other'] },
        },
      ],
    });
    expect(ticket.state).toBe('completed');
    expect(result.counts).toMatchObject({ completed: 2, failed: 0, ignored: 0, total: 2, requested: 2 });
    expect(result.completed.map((c: any) => c.location)).toEqual([
      '/v2/subscribers/imp-1%40example.com',
      '/v2/subscribers/imp-2%40example.com',
    ]);
    const one = (await svc.call('GET', '/v2/subscribers/imp-1@example.com')).body;
    expect(attrsOf(one)).toEqual({ firstName: 'One' });
    expect(one.subscriptions.memberOf).toEqual(['Newsletter']);
    expect(one.targetLists.memberOf).toEqual(['imp-list']);
    const two = (await svc.call('GET', '/v2/subscribers/imp-2@example.com')).body;
    expect(two.subscriptions.memberOf).toEqual(['Events']);
    expect(two.targetLists.memberOf).toEqual(['imp-other']);
  });

  it('ignores, updates or replaces existing subscribers', async () => {
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'ex-1@example.com', attrs: { firstName: 'Old', city: 'Rome' } },
      { id: 'ex-2@example.com', attrs: { firstName: 'Old', city: 'Rome' } },
      { id: 'ex-3@example.com', attrs: { firstName: 'Old', city: 'Rome' } },
    ]);
    const rec = (id: string) => ({ id, profile: { userAttrs: [{ firstName: 'New' }] } });
    let r = await runImport({
      existingSubscribers: 'ignore',
      subscribers: [rec('ex-1@example.com'), rec('ex-new@example.com')],
    });
    expect(r.result.counts).toMatchObject({ completed: 1, ignored: 1 });
    expect(r.result.ignored).toEqual([{ index: 0 }]);
    expect(attrsOf((await svc.call('GET', '/v2/subscribers/ex-1@example.com')).body)).toEqual({
      firstName: 'Old',
      city: 'Rome',
    });
    r = await runImport({ existingSubscribers: 'update', subscribers: [rec('ex-2@example.com')] });
    expect(attrsOf((await svc.call('GET', '/v2/subscribers/ex-2@example.com')).body)).toEqual({
      firstName: 'New',
      city: 'Rome',
    });
    r = await runImport({ existingSubscribers: 'replace', subscribers: [rec('ex-3@example.com')] });
    expect(attrsOf((await svc.call('GET', '/v2/subscribers/ex-3@example.com')).body)).toEqual({
      firstName: 'New',
    });
  });

  it('fails bad records one by one with 400 naming the field and 409 for a repeated id', async () => {
    const { ticket, result } = await runImport({
      subscribers: [
        { id: 'bad-1@example.com', email: 'Bad-1@Example.com' },
        { id: 'bad-2@example.com', profile: { userAttrs: [{ birthYear: 'x' }] } },
        { id: 'ok-1@example.com' },
        { id: 'ok-1@example.com' },
        { id: 'bad-3@example.com', subscriptions: { add: ['Sports'] } },
        { profile: { userAttrs: [] } },
        'not an object',
      ],
    });
    expect(ticket.state).toBe('completed');
    expect(result.counts).toMatchObject({ completed: 1, failed: 6 });
    const failed = Object.fromEntries(result.failed.map((f: any) => [f.index, f.error]));
    expect(failed[0]).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^email must be lower case/),
    });
    expect(failed[1].message).toBe(
      'profile.userAttrs[0].birthYear must be a Number (an integer), not a string',
    );
    expect(failed[3]).toMatchObject({ status: 409, message: expect.stringContaining('index 2') });
    expect(failed[4].message).toMatch(/^subscriptions\.add\[0\] names unknown division Sports/);
    expect(failed[5].message).toMatch(/^id is required/);
    expect(failed[6].status).toBe(400);
    expect((await svc.call('GET', '/v2/subscribers/bad-2@example.com')).status).toBe(404);
  });

  it('leaves people who unsubscribed alone unless resubscribe is true', async () => {
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'resub@example.com', subscribed: ['Newsletter'] },
    ]);
    await svc.call('DELETE', '/v2/subscribers/resub@example.com/subscriptions/Newsletter');
    const rec = { id: 'resub@example.com', subscriptions: { add: ['Newsletter', 'Events'] } };
    await runImport({ subscribers: [rec] });
    let s = (await svc.call('GET', '/v2/subscribers/resub@example.com')).body;
    expect(s.subscriptions.memberOf).toEqual(['Events']);
    await runImport({ resubscribe: true, subscribers: [rec] });
    s = (await svc.call('GET', '/v2/subscribers/resub@example.com')).body;
    expect(s.subscriptions.memberOf.sort()).toEqual(['Events', 'Newsletter']);
  });

  it('stops at the error threshold and ignores the rest', async () => {
    const subscribers = Array.from({ length: 1200 }, (_, i) =>
      i < 600 ? { id: `th-${i}@example.com` } : { id: `th-${i}@example.com`, email: 'MIXED@example.com' },
    );
    const { ticket, result } = await runImport({ errorThreshold: 10, subscribers });
    expect(ticket.state).toBe('failed');
    expect(ticket.message).toMatch(/error threshold/);
    expect(result.counts.completed).toBe(600);
    expect(result.counts.failed).toBe(400);
    expect(result.counts.ignored).toBe(200);
    expect((await svc.call('GET', '/v2/subscribers', { query: { id: 'th-599@example.com' } })).status).toBe(
      200,
    );
  });

  it('rejects bad requests synchronously, naming the field', async () => {
    await createList('imp-frozen', true);
    const bad = async (body: unknown) => {
      const r = await svc.call('POST', '/v2/subscribers/import', { body });
      expect(r.status).toBe(400);
      return r.body.message as string;
    };
    expect(await bad({ subscribers: [] })).toBe('subscribers must have at least 1 items');
    expect(await bad({ existingSubscribers: 'merge', subscribers: [{}] })).toMatch(
      /^existingSubscribers must be one of/,
    );
    expect(await bad({ defaults: { subscriptions: { add: ['Sports'] } }, subscribers: [{}] })).toMatch(
      /^defaults\.subscriptions\.add\[0\] names unknown division Sports/,
    );
    expect(await bad({ defaults: { targetLists: { add: ['imp-frozen'] } }, subscribers: [{}] })).toMatch(
      /^defaults\.targetLists\.add\[0\] names archived target list/,
    );
    expect(
      (await svc.call('POST', '/v2/subscribers/import', { body: { subscribers: [{}] }, auth: false })).status,
    ).toBe(401);
  });
});
