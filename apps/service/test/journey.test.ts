import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtp } from './emails-fixtures';
import { startTestService, type TestService } from './harness';
import { createMaster } from './masters-support';

/**
 * The whole messaging path through the public API only: subscribers are created, a master is scheduled and
 * enabled, the scheduler delivers it over real SMTP, a recipient opens and clicks, and a report counts it.
 */
let svc: TestService;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  svc = await startTestService({
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://mail.test', MASTER_SCHEDULER_MS: '200' },
  });
});
afterAll(async () => {
  await svc.close();
  await smtp.close();
});

const tracked = (url: string) => url.replace('http://mail.test', svc.url);

it('delivers a scheduled master, tracks an open and a click, and reports them', async () => {
  const people = [
    { id: 'ada@example.com', firstName: 'Ada', divisions: ['Promotions'] },
    { id: 'bob@example.com', firstName: 'Bob', divisions: ['Promotions', 'Newsletter'] },
    { id: 'cy@example.com', firstName: 'Cy', divisions: ['Newsletter'] },
  ];
  for (const p of people) {
    const r = await svc.call('PUT', `/v2/subscribers/${p.id}`, {
      body: {
        id: p.id,
        email: p.id,
        profile: { userAttrs: [{ firstName: p.firstName }] },
        subscriptions: { memberOf: p.divisions },
      },
    });
    expect(r.status).toBe(201);
  }

  const start = new Date(Date.now() + 1500).toISOString();
  const master = await createMaster(svc, { schedule: { frequency: 'once', start } });
  const enabled = await svc.call('POST', `/v2/masters/${master.id}/enable`);
  expect(enabled.status).toBe(200);
  expect(enabled.body.status).toBe('enabled');

  let status = 'enabled';
  for (let i = 0; i < 150 && status !== 'delivered'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    status = (await svc.call('GET', `/v2/masters/${master.id}`)).body.status;
  }
  expect(status).toBe('delivered');

  // Only the two Promotions subscribers are in the audience, each reached once, personalised.
  const to = smtp.received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort();
  expect(to).toEqual(['ada@example.com', 'bob@example.com']);
  const ada = smtp.received.find((m) => JSON.stringify(m.to).includes('ada@example.com'))!;
  expect(ada.subject).toBe('Hello Ada');
  const html = String(ada.html);
  const pixel = /<img src="(http:\/\/mail\.test\/t\/o\/[^"]+)"/.exec(html)?.[1];
  const click = /href="(http:\/\/mail\.test\/t\/c\/[^"]+)"/.exec(html)?.[1];
  expect(pixel).toBeDefined();
  expect(click).toBeDefined();

  const open = await fetch(tracked(pixel!));
  expect(open.status).toBe(200);
  expect(open.headers.get('content-type')).toContain('image/gif');
  const redirect = await fetch(tracked(click!), { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get('location')).toBe('https://shop.example/sale');

  const sub = await svc.call('GET', '/v2/subscribers/ada@example.com', { query: { view: 'emails' } });
  expect(sub.body.emails).toMatchObject({ countTotalSent: 1, countUniqueOpens: 1, countTotalClicks: 1 });

  const req = await svc.call('POST', '/v2/reports/master-events', {
    body: { filters: { masterId: master.id, opens: true, clicks: true } },
  });
  expect(req.status).toBe(202);
  const ticket = await svc.waitForTicket(req.body.id);
  expect(ticket.state).toBe('completed');
  const report = await svc.call('GET', `/v2/reports/master-events/${ticket.response.reportId}`);
  expect(report.status).toBe(200);
  expect(report.body.counts).toMatchObject({ sent: 2, opens: 1, clicks: 1, bounces: 0, unsubscribes: 0 });
  expect(report.body.opens).toHaveLength(1);
  expect(report.body.opens[0]).toMatch(/^ada@example\.com,/);
  expect(report.body.clicks[0]).toMatch(/^ada@example\.com,.*,https:\/\/shop\.example\/sale$/);
  expect(report.body.bounces).toBeUndefined();
});
