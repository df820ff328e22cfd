import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService } from './harness';
import { insertTemplate, messageIdOf, sendAndWait } from './emails-fixtures';

let svc: TestService;
let tpl: string;
beforeAll(async () => {
  svc = await startTestService();
  tpl = await insertTemplate(svc.service.app.db, svc.id, {
    html: '<body><a href="https://shop.example/a?x=1&amp;y=2">A</a> <a href="mailto:x@y.z">mail</a> <a href=\'https://shop.example/b\'>B</a></body>',
  });
});
afterAll(() => svc.close());

/** Sends one message to a new subscriber and returns the tracking URLs of its HTML (relative to the service). */
async function deliver(id: string, path = '/v2/emails/send', extra: Record<string, unknown> = {}) {
  await insertSubscribers(svc.service.app.db, svc.id, [{ id, subscribed: ['Newsletter'] }]);
  const body =
    path === '/v2/emails/send'
      ? { content: { templateId: tpl }, recipients: [{ id }], ...extra }
      : { content: { templateId: tpl }, recipients: [{ email: id }], ...extra };
  const r = await sendAndWait(svc, path, body);
  const messageId = messageIdOf(r.result.completed[0].location);
  const m = await svc.call('GET', `/v2/emails/${messageId}`);
  const html: string = m.body.rendered.html;
  const rel = (u: string) => u.replace(/^https?:\/\/[^/]+/, '').replace(/&amp;/g, '&');
  const clicks = [...html.matchAll(/href=["']([^"']*\/t\/c\/[^"']+)["']/g)].map((x) => rel(x[1]!));
  const pixel = rel(/<img src="([^"]+)"/.exec(html)![1]!);
  const unsubscribe = rel(/href="([^"]*\/u\?[^"]+)"/.exec(html)![1]!);
  return { messageId, clicks, pixel, unsubscribe, html };
}

const raw = (path: string, init?: RequestInit) =>
  fetch(new URL(path, svc.url), { redirect: 'manual', ...init });

describe('tracking', () => {
  it('redirects tracked links to their originals and counts clicks and opens', async () => {
    const id = 'clicker@example.com';
    const d = await deliver(id);
    expect(d.clicks).toHaveLength(2);
    expect(d.html).toContain('href="mailto:x@y.z"');
    const c = await raw(d.clicks[0]!);
    expect(c.status).toBe(302);
    expect(c.headers.get('location')).toBe('https://shop.example/a?x=1&y=2');
    await raw(d.clicks[1]!);
    await raw(d.clicks[1]!);
    const o = await raw(d.pixel);
    expect(o.status).toBe(200);
    expect(o.headers.get('content-type')).toBe('image/gif');
    expect(
      Buffer.from(await o.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const m = await svc.call('GET', `/v2/emails/${d.messageId}`);
    expect(m.body.events.map((e: { type: string }) => e.type)).toEqual(['click', 'click', 'click', 'open']);
    expect(m.body.events[1].url).toBe('https://shop.example/b');
    const sub = await svc.call('GET', `/v2/subscribers/${id}`, { query: { view: 'emails' } });
    expect(sub.body.emails).toMatchObject({ countTotalClicks: 3, countUniqueClicks: 1, countUniqueOpens: 1 });
  });

  it('is no open redirect: unknown indexes and forged tokens are 404', async () => {
    const d = await deliver('safe@example.com');
    const base = d.clicks[0]!.replace(/\/0$/, '');
    expect((await raw(`${base}/2`)).status).toBe(404);
    expect((await raw(`${base}/-1`)).status).toBe(404);
    expect((await raw(`${base}/https%3A%2F%2Fevil.example`)).status).toBe(404);
    const forged = base.replace(/-[0-9a-f]{32}$/, `-${'0'.repeat(32)}`);
    expect((await raw(`${forged}/0`)).status).toBe(404);
    expect((await raw(d.pixel.replace(/-[0-9a-f]{32}/, `-${'1'.repeat(32)}`))).status).toBe(404);
    const m = await svc.call('GET', `/v2/emails/${d.messageId}`);
    expect(m.body.events).toEqual([]);
  });

  it('shows an unsubscribe page whose button unsubscribes the division of the message', async () => {
    const id = 'leaver@example.com';
    const d = await deliver(id);
    const page = await raw(d.unsubscribe);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop sending the Newsletter e-mails to <strong>leaver@example.com</strong>?');
    expect(html).toContain('<form method="post"');
    // Opening the page changes nothing.
    expect((await svc.call('GET', `/v2/subscribers/${id}/subscriptions`)).body.memberOf).toEqual([
      'Newsletter',
    ]);
    const done = await raw(d.unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('will no longer receive the Newsletter e-mails');
    expect((await svc.call('GET', `/v2/subscribers/${id}/subscriptions`)).body.memberOf).toEqual([]);
    const m = await svc.call('GET', `/v2/emails/${d.messageId}`);
    expect(m.body.events.map((e: { type: string }) => e.type)).toEqual(['unsubscribe']);
    // One-click (RFC 8058) posts the same URL again: still fine, and counted once.
    const again = await raw(d.unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect((await svc.call('GET', `/v2/emails/${d.messageId}`)).body.events).toHaveLength(1);
  });

  it('rejects an unsubscribe link whose s and i do not belong together', async () => {
    const a = await deliver('pair-a@example.com');
    const b = await deliver('pair-b@example.com');
    const s = /s=([^&]+)/.exec(a.unsubscribe)![1]!;
    const mixed = `/u?s=${s}&i=${b.messageId}`;
    expect((await raw(mixed)).status).toBe(404);
    expect((await raw(mixed, { method: 'POST' })).status).toBe(404);
    expect((await raw('/u')).status).toBe(404);
    expect((await svc.call('GET', '/v2/subscribers/pair-b@example.com/subscriptions')).body.memberOf).toEqual(
      ['Newsletter'],
    );
  });

  it('counts nothing for PREVIEW copies', async () => {
    const d = await deliver('tester@example.org', '/v2/emails/test');
    expect((await raw(d.clicks[0]!)).status).toBe(302);
    expect((await raw(d.pixel)).status).toBe(200);
    const page = await raw(d.unsubscribe);
    expect(await page.text()).toContain('PREVIEW copy');
    const events = await svc.service.app.db.kysely
      .selectFrom('events')
      .select('id')
      .where('message_id', '=', d.messageId)
      .execute();
    expect(events).toEqual([]);
  });
});
