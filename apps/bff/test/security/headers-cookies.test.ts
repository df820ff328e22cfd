import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allLeaks, startStack, type Stack } from '../harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

/** The directives of a CSP header, by name. */
function csp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  return new Map(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['a page (no SPA build: JSON 404)', 'GET', '/target-lists', false],
    ['an API refusal', 'GET', '/api/session', false],
    ['an API answer', 'GET', '/api/session', true],
    ['a proxied service answer', 'GET', '/api/v2/target-lists', true],
    ['a proxied service error', 'GET', '/api/v2/target-lists/nope-not-here', true],
    ['the health check', 'GET', '/healthz', false],
  ])('%s', async (_what, method, path, signedIn) => {
    const b = signedIn ? await stack.admin() : stack.browser();
    const r = await b.call(method, path, { headers: { accept: 'text/html,application/json' } });
    const h = r.headers;
    const d = csp(h.get('content-security-policy'));
    expect(d.get('default-src')).toEqual(["'self'"]);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('script-src-attr')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    for (const v of d.values()) expect(v.join(' ')).not.toMatch(/unsafe-eval|\*(\s|$)/);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(h.get('x-powered-by')).toBeNull();
    expect(h.get('server')).toBeNull();
    if (path.startsWith('/api')) expect(h.get('cache-control')).toBe('no-store');
  });
});

function cookieAttributes(setCookie: string | null) {
  expect(setCookie).toBeTruthy();
  const [pair, ...attrs] = setCookie!.split(';').map((s) => s.trim());
  const map = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? '']));
  return { pair: pair!, map };
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Path=/api, bounded, and not Secure over plain HTTP', async () => {
    const b = stack.browser();
    // Without trust proxy, a client's own X-Forwarded-Proto is not believed.
    const r = await b.call('POST', '/api/session', {
      body: ADMIN,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(r.status).toBe(201);
    const { pair, map } = cookieAttributes(r.headers.get('set-cookie'));
    expect(pair).toMatch(/^mr_session=[\w-]{43}$/);
    expect(map.has('httponly')).toBe(true);
    expect(map.get('samesite')).toBe('Strict');
    expect(map.get('path')).toBe('/api');
    expect(Number(map.get('max-age'))).toBe(43200);
    expect(map.has('secure')).toBe(false);
    expect(map.has('domain')).toBe(false);
    b.csrf = r.body.csrfToken;
    const out = await b.call('DELETE', '/api/session');
    const cleared = cookieAttributes(out.headers.get('set-cookie'));
    expect(cleared.pair).toBe('mr_session=');
    expect(cleared.map.get('path')).toBe('/api');
    expect(cleared.map.get('samesite')).toBe('Strict');
  });

  it('is Secure behind a trusted TLS proxy (X-Forwarded-Proto: https) and with COOKIE_SECURE=always', async () => {
    await stack.restartBff({ TRUST_PROXY: 'loopback' });
    try {
      const tls = await stack.browser().call('POST', '/api/session', {
        body: ADMIN,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cookieAttributes(tls.headers.get('set-cookie')).map.has('secure')).toBe(true);
      const plain = await stack.browser().call('POST', '/api/session', { body: ADMIN });
      expect(cookieAttributes(plain.headers.get('set-cookie')).map.has('secure')).toBe(false);
      await stack.restartBff({ TRUST_PROXY: undefined, COOKIE_SECURE: 'always' });
      const always = await stack.browser().call('POST', '/api/session', { body: ADMIN });
      expect(cookieAttributes(always.headers.get('set-cookie')).map.has('secure')).toBe(true);
    } finally {
      await stack.restartBff({ TRUST_PROXY: undefined, COOKIE_SECURE: undefined });
    }
  });
});

describe('the service key', () => {
  it('is in no response or log line, even of failing calls (and the scan would notice it)', async () => {
    const b = await stack.admin();
    await b.call('GET', '/api/v2/company');
    await b.call('POST', '/api/v2/emails/test', { body: { nonsense: true } });
    await b.call('GET', '/api/v2/tickets/does-not-exist');
    expect(allLeaks(stack)).toEqual([]);
    stack.recorder.logs.push(`{"msg":"x","key":"${stack.svc.key}"}`);
    expect(allLeaks(stack)).toHaveLength(1);
    stack.recorder.logs.pop();
  });
});
