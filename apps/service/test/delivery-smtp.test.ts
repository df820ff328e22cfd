import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate, messageIdOf, sendAndWait, startSmtp } from './emails-fixtures';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let svc: TestService;
let tpl: string;
beforeAll(async () => {
  smtp = await startSmtp();
  svc = await startTestService({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://mail.test' } });
  tpl = await insertTemplate(svc.service.app.db, svc.id);
});
afterAll(async () => {
  await svc.close();
  await smtp.close();
});

const to = (address: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(address));

describe('SMTP delivery', () => {
  it('delivers a personalized, tracked message with an unsubscribe link', async () => {
    const id = 'smtp-ann@example.com';
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id, attrs: { firstName: 'Ann' }, subscribed: ['Newsletter'] },
    ]);
    const r = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: tpl },
      recipients: [{ id }],
    });
    const messageId = messageIdOf(r.result.completed[0].location);
    const [mail] = to(id);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Hello Ann');
    expect(mail!.from?.value[0]).toMatchObject({ address: 'news@shop.example', name: 'Shop News' });
    expect(mail!.replyTo?.value[0]).toMatchObject({ address: 'help@shop.example' });
    expect(mail!.messageId).toBe(`<${messageId}@mail.test>`);
    expect(mail!.headers.get('x-mailroom-message-id')).toBe(messageId);
    const html = String(mail!.html);
    expect(html).toContain('<p>Hi Ann</p>');
    expect(html).not.toContain('https://shop.example/sale');
    expect(html).toMatch(new RegExp(`href="http://mail.test/t/c/${messageId}-[0-9a-f]{32}/0"`));
    expect(html).toMatch(new RegExp(`<img src="http://mail.test/t/o/${messageId}-[0-9a-f]{32}.gif"`));
    expect(html).toMatch(new RegExp(`href="http://mail.test/u\\?s=[0-9a-f]+&amp;i=${messageId}"`));
    expect(mail!.text).toContain('Hi Ann');
    const list = mail!.headers.get('list') as unknown as Record<string, { name?: string; id?: string }>;
    expect(list['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(list.unsubscribe?.id).toMatch(new RegExp(`^http://mail.test/u\\?s=[0-9a-f]+&i=${messageId}$`));
    const m = await svc.call('GET', `/v2/emails/${messageId}`);
    expect(m.body.status).toBe('sent');
    expect(m.body.sentAt).not.toBeNull();
  });

  it('sends PREVIEW copies', async () => {
    await sendAndWait(svc, '/v2/emails/test', {
      content: { templateId: tpl },
      renderSubscriber: { profile: { userAttrs: [{ firstName: 'Qa' }] } },
      recipients: [{ email: 'preview-qa@example.org' }],
    });
    const [mail] = to('preview-qa@example.org');
    expect(mail!.subject).toBe('PREVIEW Hello Qa');
    expect(mail!.headers.get('list')).toBeUndefined();
  });

  it('records hard and soft bounces, and a third hard bounce makes the subscriber dead', async () => {
    const id = 'bouncy@example.com';
    const soft = 'soft@example.com';
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id, subscribed: ['Newsletter'] },
      { id: soft, subscribed: ['Newsletter'] },
    ]);
    smtp.reject.set(id, 550);
    smtp.reject.set(soft, 451);
    for (let i = 1; i <= 3; i++) {
      const r = await sendAndWait(svc, '/v2/emails/send', {
        content: { templateId: tpl },
        recipients: [{ id }, { id: soft }],
      });
      expect(r.result.counts.completed).toBe(2);
      const m = await svc.call('GET', `/v2/emails/${messageIdOf(r.result.completed[0].location)}`);
      expect(m.body.status).toBe('bounced');
      expect(m.body.events.map((e: { type: string }) => e.type)).toEqual(['bounce']);
      const s = await svc.call('GET', `/v2/emails/${messageIdOf(r.result.completed[1].location)}`);
      expect(s.body.status).toBe('failed');
      const sub = await svc.call('GET', `/v2/subscribers/${id}`);
      expect(sub.body.dead).toBe(i === 3);
    }
    const softSub = await svc.call('GET', `/v2/subscribers/${soft}`, { query: { view: 'emails' } });
    expect(softSub.body.dead).toBe(false);
    expect(softSub.body.emails.countTotalBounced).toBe(3);
    const detail = await svc.service.app.db.kysely
      .selectFrom('events')
      .select('detail')
      .where('kind', '=', 'bounce')
      .where('detail', 'like', 'hard:%')
      .execute();
    expect(detail.length).toBe(3);
    expect(detail[0]!.detail).toContain('mailbox unavailable');
    // Dead now: the next send ignores the subscriber.
    const r = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: tpl },
      recipients: [{ id }],
    });
    expect(r.result.counts).toMatchObject({ ignored: 1 });
    smtp.reject.clear();
  });

  it('sends 500 recipients, each exactly once', async () => {
    const subs = Array.from({ length: 500 }, (_, i) => ({
      id: `bulk-${i}@example.com`,
      attrs: { firstName: `N${i}` },
      subscribed: ['Newsletter'],
    }));
    await insertSubscribers(svc.service.app.db, svc.id, subs);
    const before = smtp.received.length;
    const r = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: tpl },
      recipients: subs.map((s) => ({ id: s.id })),
    });
    expect(r.result.counts).toMatchObject({ requested: 500, completed: 500 });
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(500);
    const addresses = new Set(
      arrived.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0]!.address : '')),
    );
    expect(addresses.size).toBe(500);
    for (const m of arrived.slice(0, 20)) {
      const n = /bulk-(\d+)@/.exec(m.to && !Array.isArray(m.to) ? m.to.text : '')![1];
      expect(m.subject).toBe(`Hello N${n}`);
    }
    const statuses = await svc.service.app.db.kysely
      .selectFrom('messages')
      .select(['status'])
      .where('ticket_id', '=', r.ticket.id)
      .execute();
    expect(statuses.filter((s) => s.status === 'sent')).toHaveLength(500);
  }, 60_000);
});
