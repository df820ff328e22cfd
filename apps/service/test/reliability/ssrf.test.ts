import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { callbackAllowed, internalAddressOf } from '../../src/jobs/callback';
import { insertTemplate, messageIdOf, sendAndWait } from '../emails-fixtures';
import { insertSubscribers } from '../fixtures';
import { startTestService, type TestService } from '../harness';

/** A local HTTP receiver that records every request; `redirectTo` makes it answer 302 there. */
async function receiver(redirectTo?: string, host = '127.0.0.1') {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    req.resume();
    if (redirectTo) res.writeHead(302, { location: redirectTo }).end();
    else res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('responseUri allow list', () => {
  it('refuses IP literals and localhost spellings that are not listed', () => {
    const allow = 'hooks.example.com';
    for (const uri of [
      'http://127.0.0.1/x',
      'http://127.1/x',
      'http://0x7f.0.0.1/x',
      'http://2130706433/x',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://localhost/x',
      'http://LOCALHOST./x',
      'http://169.254.169.254/latest/meta-data',
      'http://hooks.example.com.evil.example/x',
      'http://evil.example/hooks.example.com',
      'http://hooks.example.com@evil.example/x',
    ])
      expect(callbackAllowed(uri, allow), uri).toBe(false);
    expect(callbackAllowed('https://hooks.example.com/x', allow)).toBe(true);
  });

  it('refuses a listed name that resolves to an internal address unless that address is listed', async () => {
    expect(await internalAddressOf('http://localhost:9/x', 'localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await internalAddressOf('http://127.0.0.1:9/x', '127.0.0.1')).toBeUndefined();
    expect(await internalAddressOf('http://10.1.2.3/x', '10.1.2.3,hooks.example.com')).toBeUndefined();
    expect(await internalAddressOf('http://[::ffff:10.0.0.1]/x', 'hooks.example.com')).toBe('::ffff:a00:1');
    expect(await internalAddressOf('http://localhost/x', '*')).toBeUndefined();
  });
});

describe('responseUri callbacks end to end', () => {
  let svc: TestService;
  afterAll(() => svc?.close());

  async function callbackJobs(ticketId: string) {
    return svc.service.app.db.kysely
      .selectFrom('jobs')
      .select(['state', 'error', 'attempts'])
      .where('ticket_id', '=', ticketId)
      .where('kind', '=', 'callback')
      .execute();
  }

  async function waitForCallbackEnd(ticketId: string) {
    for (let i = 0; i < 400; i++) {
      const jobs = await callbackJobs(ticketId);
      if (jobs.length > 0 && jobs.every((j) => j.state === 'done' || j.state === 'failed')) return jobs;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the callback job did not finish');
  }

  it('never reaches a forbidden host, directly, through DNS or through a redirect', async () => {
    const forbidden = await receiver();
    // Another loopback address stands for an allowed receiver; 127.0.0.1 (where `localhost` leads) is not listed.
    const redirector = await receiver(`http://localhost:${forbidden.port}/stolen`, '127.0.0.2');
    svc = await startTestService({ env: { CALLBACK_ALLOW_HOSTS: 'localhost,127.0.0.2' } });
    const tpl = await insertTemplate(svc.service.app.db, svc.id);
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'cb@example.com', subscribed: ['Newsletter'] },
    ]);
    const send = async (responseUri: string) => {
      const r = await svc.call('POST', '/v2/emails/send', {
        body: { content: { templateId: tpl }, recipients: [{ id: 'cb@example.com' }], responseUri },
      });
      expect(r.status, r.text).toBe(202);
      await svc.waitForTicket(r.body.id);
      return waitForCallbackEnd(r.body.id);
    };
    try {
      // `localhost` is listed by name, but it resolves to a loopback address that is not listed.
      const viaName = await send(`http://localhost:${forbidden.port}/hook`);
      expect(viaName[0]!.state, JSON.stringify(viaName)).toBe('failed');
      expect(viaName[0]!.error).toMatch(/internal address/);
      // An allowed receiver answering 302 to a forbidden one: the redirect is not followed.
      const viaRedirect = await send(`http://127.0.0.2:${redirector.port}/hook`);
      expect(viaRedirect[0]!.state, JSON.stringify(viaRedirect)).toBe('failed');
      expect(viaRedirect[0]!.error).toMatch(/302/);
      expect(redirector.hits.length).toBeGreaterThan(0);
      expect(forbidden.hits).toEqual([]);
    } finally {
      await forbidden.close();
      await redirector.close();
    }
  });
});

describe('click tracking is no open redirect', () => {
  let svc: TestService;
  afterAll(() => svc?.close());

  it('redirects only to links of the template, whatever the token, index or query', async () => {
    svc = await startTestService();
    const links = ['https://shop.example/a', 'https://shop.example/b?x=1'];
    const tpl = await insertTemplate(svc.service.app.db, svc.id, {
      html: `<p><a href="${links[0]}">a</a> <a href="${links[1]!.replace('&', '&amp;')}">b</a></p>`,
    });
    await insertSubscribers(svc.service.app.db, svc.id, [
      { id: 'click@example.com', subscribed: ['Newsletter'] },
    ]);
    const sent = await sendAndWait(svc, '/v2/emails/send', {
      content: { templateId: tpl },
      recipients: [{ id: 'click@example.com' }],
    });
    const m = await svc.call('GET', `/v2/emails/${messageIdOf(sent.result.completed[0].location)}`);
    const token = /\/t\/c\/([^/"]+)\/0/.exec(m.body.rendered.html as string)![1]!;

    const tamperedToken = fc.oneof(
      fc.constant(token),
      fc
        .nat({ max: token.length - 1 })
        .map((i) => token.slice(0, i) + (token[i] === 'a' ? 'b' : 'a') + token.slice(i + 1)),
      fc.constantFrom(
        token.toUpperCase(),
        `${token}0`,
        token.slice(0, -1),
        `${token}%2F..%2F`,
        encodeURIComponent('https://evil.example'),
      ),
    );
    const index = fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '2',
        '-1',
        '01',
        '1e0',
        '0x1',
        '99999999',
        'https:%2F%2Fevil.example',
        '%2e%2e',
      ),
      fc.string({ maxLength: 10 }).map(encodeURIComponent),
    );
    const query = fc.constantFrom(
      '',
      '?url=https://evil.example',
      '?next=//evil.example',
      '?u=javascript:alert(1)',
    );
    let redirects = 0;
    await fc.assert(
      fc.asyncProperty(tamperedToken, index, query, async (t, i, q) => {
        const r = await fetch(new URL(`/t/c/${t}/${i || '0'}${q}`, svc.url), { redirect: 'manual' });
        await r.arrayBuffer();
        expect(r.status, `${t}/${i}${q}`).toBeLessThan(500);
        if (r.status >= 300 && r.status < 400) {
          redirects++;
          expect(links, `${t}/${i}${q}`).toContain(r.headers.get('location'));
        } else expect([400, 404]).toContain(r.status);
      }),
      { numRuns: 300 },
    );
    // The untampered token with a real index does redirect: the property was not vacuous.
    expect(redirects).toBeGreaterThan(0);
  });
});
