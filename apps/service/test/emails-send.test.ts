import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate, messageIdOf, sendAndWait } from './emails-fixtures';

let svc: TestService;
let tpl: string;
beforeAll(async () => {
  svc = await startTestService({ env: { PUBLIC_URL: 'http://mail.test:4010' } });
  tpl = await insertTemplate(svc.service.app.db, svc.id);
});
afterAll(() => svc.close());

let n = 0;
const uid = (tag: string) => `${tag}-${++n}@example.com`;
const send = (body: Record<string, unknown>) =>
  sendAndWait(svc, '/v2/emails/send', { content: { templateId: tpl }, ...body });
const memberOf = async (id: string) =>
  (await svc.call('GET', `/v2/subscribers/${encodeURIComponent(id)}/subscriptions`)).body
    .memberOf as string[];

describe('POST /v2/emails/send (outbox)', () => {
  it('answers 202 with a ticket, stores the message in the outbox and looks it up', async () => {
    const id = uid('ok');
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id, attrs: { firstName: 'Ann' }, subscribed: ['Newsletter'] },
    ]);
    const r = await svc.call('POST', '/v2/emails/send', {
      body: { content: { templateId: tpl }, recipients: [{ id }] },
    });
    expect(r.status).toBe(202);
    expect(r.headers.get('content-location')).toBe(`http://mail.test:4010/v2/tickets/${r.body.id}`);
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('completed');
    const result = (await svc.call('GET', `/v2/async-results/${r.body.id}`, { query: { completed: true } }))
      .body;
    expect(result.completed).toHaveLength(1);
    const messageId = messageIdOf(result.completed[0].location);
    expect(result.completed[0].location).toBe(`/v2/emails/${messageId}`);

    const m = await svc.call('GET', `/v2/emails/${messageId}`);
    expect(m.status).toBe(200);
    expect(m.body).toMatchObject({
      messageId,
      recipient: { id, email: id },
      subscription: 'Newsletter',
      content: { templateId: tpl },
      subject: 'Hello Ann',
      from: 'news@shop.example',
      status: 'outbox',
      transactional: false,
      test: false,
      events: [],
    });
    expect(m.body.rendered.html).toContain('<p>Hi Ann</p>');
    expect(m.body.rendered.html).toMatch(/href="http:\/\/mail\.test:4010\/t\/c\/\d+-[0-9a-f]{32}\/0"/);
    expect(m.body.rendered.html).toContain('/u?s=');
    expect(m.body.rendered.text).toContain('Hi Ann');
    expect(m.body.rendered.text).toContain(`Unsubscribe: http://mail.test:4010/u?s=`);
    // Outbox deliveries count as sent and delivered for the subscriber.
    const sub = await svc.call('GET', `/v2/subscribers/${encodeURIComponent(id)}`, {
      query: { view: 'emails' },
    });
    expect(sub.body.emails).toMatchObject({ countTotalSent: 1, countTotalDelivered: 1 });
  });

  it('skips unsubscribed and dead recipients unless transactional, with the reasons on the ticket', async () => {
    const [sub, unsub, dead] = [uid('sub'), uid('unsub'), uid('dead')];
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: sub, subscribed: ['Newsletter'] },
      { id: unsub, subscribed: ['Events'] },
      { id: dead, subscribed: ['Newsletter'], dead: true },
    ]);
    const recipients = [{ id: sub }, { id: unsub }, { id: dead }];
    const a = await send({ recipients });
    expect(a.ticket.state).toBe('completed');
    expect(a.result.counts).toMatchObject({ requested: 3, completed: 1, ignored: 2, failed: 0 });
    expect(a.result.ignored.map((x: { index: number }) => x.index)).toEqual([1, 2]);
    expect(a.ticket.message).toContain('1 not subscribed to Newsletter');
    expect(a.ticket.message).toContain('1 dead');
    expect(JSON.stringify(a.ticket.events)).toContain('index 1 not subscribed to Newsletter');

    const b = await send({ transactional: true, recipients });
    expect(b.result.counts).toMatchObject({ completed: 2, ignored: 1 });
    expect(b.result.ignored).toEqual([{ index: 2 }]);
    const m = await svc.call('GET', `/v2/emails/${messageIdOf(b.result.completed[1].location)}`);
    expect(m.body).toMatchObject({ recipient: { id: unsub }, transactional: true });
  });

  it('runs remove before add and checks isMemberOf after both', async () => {
    const id = uid('order');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id, subscribed: ['Newsletter', 'Events'] }]);
    const r = await send({
      recipients: [{ id, subscriptions: { remove: ['*'], add: ['newsletter'], isMemberOf: ['Newsletter'] } }],
    });
    expect(r.result.counts).toMatchObject({ completed: 1 });
    expect(await memberOf(id)).toEqual(['Newsletter']);

    const other = uid('member');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id: other, subscribed: ['Newsletter'] }]);
    const r2 = await send({
      recipients: [{ id: other, subscriptions: { add: ['Events'], isMemberOf: ['Promotions'] } }],
    });
    expect(r2.result.counts).toMatchObject({ completed: 0, ignored: 1 });
    expect(r2.ticket.message).toContain('not subscribed to any of isMemberOf (Promotions)');
    expect((await memberOf(other)).sort()).toEqual(['Events', 'Newsletter']);
  });

  it('creates an unknown recipient given id and email; fails one given only an id', async () => {
    const id = uid('new');
    const r = await send({
      recipients: [
        {
          id,
          email: id,
          profile: { userAttrs: [{ firstName: 'Neo' }] },
          subscriptions: { add: ['Newsletter'] },
        },
        { id: 'nobody-here' },
      ],
    });
    expect(r.result.counts).toMatchObject({ completed: 1, failed: 1 });
    expect(r.result.failed[0]).toMatchObject({ index: 1, error: { status: 404 } });
    expect(r.result.failed[0].error.message).toContain('recipients[1].id nobody-here names no subscriber');
    const m = await svc.call('GET', `/v2/emails/${messageIdOf(r.result.completed[0].location)}`);
    expect(m.body.subject).toBe('Hello Neo');
    // updateProfile was false: the attribute personalized the message only.
    const sub = await svc.call('GET', `/v2/subscribers/${encodeURIComponent(id)}`, {
      query: { view: 'profile' },
    });
    expect(sub.status).toBe(200);
    expect(sub.body.profile.userAttrs).toEqual([]);
  });

  it('stores the profile with updateProfile', async () => {
    const id = uid('upd');
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id, attrs: { firstName: 'Old' }, subscribed: ['Newsletter'] },
    ]);
    const r = await send({
      updateProfile: true,
      recipients: [{ id, profile: { userAttrs: [{ firstName: 'New' }] } }],
    });
    expect(r.result.counts.completed).toBe(1);
    const sub = await svc.call('GET', `/v2/subscribers/${encodeURIComponent(id)}`, {
      query: { view: 'profile' },
    });
    expect(sub.body.profile.userAttrs).toEqual([{ firstName: 'New' }]);
  });

  it('fails the ticket for an unknown template', async () => {
    const r = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: '999999' },
      recipients: [{ id: 'x@example.com' }],
    });
    expect(r.ticket.state).toBe('failed');
    expect(r.ticket.message).toContain('content.templateId 999999 names no master');
  });

  it('fails each record, not the job, when the template has an error, naming the line', async () => {
    const bad = await insertTemplate(svc.service.app.db, svc.id, {
      html: '<p>a</p>\n<p>b</p>\n{% nosuchtag %}',
    });
    const id = uid('tplerr');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id, subscribed: ['Newsletter'] }]);
    const r = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: bad },
      recipients: [{ id }, { id }],
    });
    expect(r.ticket.state).toBe('completed');
    expect(r.result.counts).toMatchObject({ failed: 2 });
    expect(r.result.failed[0].error.message).toBe(
      'template error in html at line 3: tag "nosuchtag" not found',
    );
  });

  it('rejects malformed requests with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [
        { content: { templateId: tpl }, updateProfile: true, recipients: [{ email: 'a@example.com' }] },
        'recipients[0].id',
      ],
      [
        { content: { templateId: tpl }, recipients: [{ id: 'a', subscriptions: { add: ['Nope'] } }] },
        'recipients[0].subscriptions.add[0]',
      ],
      [
        {
          content: { templateId: tpl },
          recipients: [{ id: 'a', profile: { userAttrs: [{ shoeSize: 3 }] } }],
        },
        'recipients[0].profile.userAttrs[0]',
      ],
      [{ content: { templateId: tpl }, recipients: [] }, 'recipients'],
      [
        {
          content: { templateId: tpl },
          recipients: Array.from({ length: 1001 }, (_, i) => ({ id: `r${i}` })),
        },
        'recipients',
      ],
      [{ content: { templateId: 'abc' }, recipients: [{ id: 'a' }] }, 'content.templateId'],
      [{ content: { templateId: tpl }, recipients: [{ profile: { userAttrs: [] } }] }, 'recipients[0]'],
    ];
    for (const [body, field] of cases) {
      const r = await svc.call('POST', '/v2/emails/send', { body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.message).toContain(field);
    }
  });

  it("answers 404 for an unknown message and hides another unit's messages", async () => {
    expect((await svc.call('GET', '/v2/emails/123456')).status).toBe(404);
    const id = uid('iso');
    await insertSubscribers(svc.service.app.db, svc.id, [{ id, subscribed: ['Newsletter'] }]);
    const r = await send({ recipients: [{ id }] });
    const other = await svc.newUnit();
    const look = await other.call('GET', `/v2/emails/${messageIdOf(r.result.completed[0].location)}`);
    expect(look.status).toBe(404);
    expect(look.body.message).toContain('no message');
  });
});
