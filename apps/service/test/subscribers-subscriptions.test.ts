import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const db = () => svc.service.app.db.kysely;
const subs = (id: string) => `/v2/subscribers/${encodeURIComponent(id)}/subscriptions`;
let n = 0;
const uniqueId = () => `subs-${++n}@example.com`;

async function seed(subscribed: string[] = [], extra: { dead?: boolean } = {}) {
  const id = uniqueId();
  const pks = await insertSubscribers(svc.service.app.db, svc.id, [{ id, subscribed, ...extra }]);
  return { id, pk: pks.get(id)! };
}

async function eventCount(pk: number) {
  const r = await db()
    .selectFrom('subscription_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscriber_pk', '=', pk)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('/v2/subscribers/{id}/subscriptions', () => {
  it('GET returns memberOf, current, former and events with an ETag; 404 for an unknown id', async () => {
    const { id } = await seed(['Newsletter', 'Events']);
    await svc.call('DELETE', `${subs(id)}/Events`);
    const r = await svc.call('GET', subs(id));
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).toMatch(/^".+"$/);
    expect(r.body.memberOf).toEqual(['Newsletter']);
    expect(r.body.former.map((f: any) => f.division)).toEqual(['Events']);
    expect(r.body.events.map((e: any) => `${e.division}:${e.state}`)).toEqual([
      'Newsletter:subscribed',
      'Events:subscribed',
      'Events:unsubscribed',
    ]);
    expect((await svc.call('GET', subs('ghost@example.com'))).status).toBe(404);
  });

  it('PUT sets the complete set; an empty list unsubscribes all; unknown division is 400', async () => {
    const { id, pk } = await seed(['Newsletter', 'Promotions']);
    let r = await svc.call('PUT', subs(id), { body: { memberOf: ['Promotions', 'Events'] } });
    expect(r.status).toBe(200);
    expect(r.body.memberOf.sort()).toEqual(['Events', 'Promotions']);
    expect(await eventCount(pk)).toBe(4);
    r = await svc.call('PUT', subs(id), { body: { memberOf: [] } });
    expect(r.body.memberOf).toEqual([]);
    expect(await eventCount(pk)).toBe(6);
    r = await svc.call('PUT', subs(id), { body: { memberOf: ['Nope'] } });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^memberOf\[0\] names unknown division Nope/);
    r = await svc.call('PUT', subs(id), { body: {} });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('memberOf is required');
  });

  it('DELETE unsubscribes from every division with 204 and an empty body; the subscriber stays', async () => {
    const { id } = await seed(['Newsletter', 'Events']);
    const r = await svc.call('DELETE', subs(id));
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    const after = await svc.call('GET', `/v2/subscribers/${id}`);
    expect(after.status).toBe(200);
    expect(after.body.subscriptions.memberOf).toEqual([]);
    expect((await svc.call('DELETE', subs('ghost@example.com'))).status).toBe(404);
  });

  it('honours If-Match on PUT and DELETE', async () => {
    const { id } = await seed(['Newsletter']);
    const etag = (await svc.call('GET', subs(id))).headers.get('etag')!;
    let r = await svc.call('PUT', subs(id), {
      body: { memberOf: ['Events'] },
      headers: { 'if-match': '"0-0"' },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('etag_mismatch');
    r = await svc.call('DELETE', subs(id), { headers: { 'if-match': '"0-0"' } });
    expect(r.status).toBe(409);
    r = await svc.call('PUT', subs(id), { body: { memberOf: ['Events'] }, headers: { 'if-match': etag } });
    expect(r.status).toBe(200);
    expect(r.headers.get('etag')).not.toBe(etag);
  });
});

describe('/v2/subscribers/{id}/subscriptions/{name}', () => {
  it('PUT subscribes (no body), re-subscribing adds no event; DELETE unsubscribes; GET shows history', async () => {
    const { id, pk } = await seed();
    let r = await svc.call('PUT', `${subs(id)}/newsletter`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ division: 'Newsletter', state: 'subscribed' });
    expect(r.body.events).toHaveLength(1);
    r = await svc.call('PUT', `${subs(id)}/Newsletter`);
    expect(r.body.events).toHaveLength(1);
    expect(await eventCount(pk)).toBe(1);
    r = await svc.call('DELETE', `${subs(id)}/Newsletter`);
    expect(r.status).toBe(200);
    expect(r.body.state).toBe('unsubscribed');
    expect(r.body.events.map((e: any) => e.state)).toEqual(['subscribed', 'unsubscribed']);
    r = await svc.call('GET', `${subs(id)}/Newsletter`);
    expect(r.body.events.map((e: any) => e.state)).toEqual(['subscribed', 'unsubscribed']);
    r = await svc.call('GET', `${subs(id)}/Events`);
    expect(r.body).toEqual({ division: 'Events', state: 'unsubscribed', events: [] });
  });

  it('answers 400 for an unknown division, 404 for an unknown id, 409 for a stale If-Match', async () => {
    const { id } = await seed();
    let r = await svc.call('PUT', `${subs(id)}/Sports`);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^name names unknown division Sports/);
    r = await svc.call('GET', `${subs(id)}/Sports`);
    expect(r.status).toBe(400);
    r = await svc.call('PUT', `${subs('ghost@example.com')}/Events`);
    expect(r.status).toBe(404);
    r = await svc.call('PUT', `${subs(id)}/Events`, { headers: { 'if-match': '"stale"' } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('etag_mismatch');
    r = await svc.call('DELETE', `${subs(id)}/Events`, { headers: { 'if-match': '"stale"' } });
    expect(r.status).toBe(409);
  });
});

describe('POST /v2/subscribers/unsubscribe', () => {
  async function message(pk: number, id: string, division: string | null) {
    await db()
      .insertInto('messages')
      .values({
        id,
        bu_id: svc.id,
        subscriber_pk: pk,
        email: 'x@example.com',
        template_id: 't',
        division,
        subject: 's',
        is_test: 0,
        transactional: 0,
        status: 'delivered',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db()
      .insertInto('events')
      .values({
        bu_id: svc.id,
        message_id: id,
        subscriber_pk: pk,
        master_id: 'master-7',
        kind: 'sent',
        url: null,
        time: new Date().toISOString(),
      })
      .execute();
  }
  const tokenOf = async (pk: number) =>
    (await db().selectFrom('subscribers').select('token').where('pk', '=', pk).executeTakeFirstOrThrow())
      .token;
  const unsubEvents = (messageId: string) =>
    db()
      .selectFrom('events')
      .selectAll()
      .where('message_id', '=', messageId)
      .where('kind', '=', 'unsubscribe')
      .execute();

  it("unsubscribes the message's division and records one unsubscribe event for the message", async () => {
    const { id, pk } = await seed(['Newsletter', 'Events']);
    await message(pk, `u-${pk}`, 'Newsletter');
    const s = await tokenOf(pk);
    const r = await svc.call('POST', '/v2/subscribers/unsubscribe', { body: { s, i: `u-${pk}` } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, email: id, subscriptions: { memberOf: ['Events'] } });
    expect(r.body.subscriptions.current).toContainEqual({
      division: 'Newsletter',
      state: 'unsubscribed',
      time: expect.any(String),
    });
    await svc.call('POST', '/v2/subscribers/unsubscribe', { body: { s, i: `u-${pk}` } });
    const events = await unsubEvents(`u-${pk}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subscriber_pk: pk, master_id: 'master-7' });
  });

  it('honours the link for a dead subscriber', async () => {
    const { pk } = await seed(['Newsletter'], { dead: true });
    await message(pk, `u-dead-${pk}`, 'Newsletter');
    const r = await svc.call('POST', '/v2/subscribers/unsubscribe', {
      body: { s: await tokenOf(pk), i: `u-dead-${pk}` },
    });
    expect(r.status).toBe(200);
    expect(r.body.subscriptions.memberOf).toEqual([]);
  });

  it('unsubscribes every division when the message has none', async () => {
    const { pk } = await seed(['Newsletter', 'Events']);
    await message(pk, `u-all-${pk}`, null);
    const r = await svc.call('POST', '/v2/subscribers/unsubscribe', {
      body: { s: await tokenOf(pk), i: `u-all-${pk}` },
    });
    expect(r.body.subscriptions.memberOf).toEqual([]);
  });

  it('answers 400 when s or i do not match, or one is missing', async () => {
    const a = await seed(['Newsletter']);
    const b = await seed(['Newsletter']);
    await message(b.pk, `u-b-${b.pk}`, 'Newsletter');
    let r = await svc.call('POST', '/v2/subscribers/unsubscribe', {
      body: { s: await tokenOf(a.pk), i: `u-b-${b.pk}` },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^i does not identify a message/);
    r = await svc.call('POST', '/v2/subscribers/unsubscribe', { body: { s: 'nope', i: `u-b-${b.pk}` } });
    expect(r.body.message).toBe('s does not identify a subscriber');
    r = await svc.call('POST', '/v2/subscribers/unsubscribe', { body: { s: 'nope' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('i is required');
    expect((await unsubEvents(`u-b-${b.pk}`)).length).toBe(0);
  });
});
