import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeList } from '@mailroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_BODY_BYTES } from '../src/proxy/forward';
import { allLeaks, startStack, type Browser, type Stack } from './harness';

let stack: Stack;
let browsers: Record<'viewer' | 'editor' | 'admin', Browser>;
beforeAll(async () => {
  stack = await startStack();
  browsers = {
    viewer: await stack.as('viewer'),
    editor: await stack.as('editor'),
    admin: await stack.as('admin'),
  };
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, 'matrix-x');
const allowed = (role: string, access: string) => role !== 'viewer' || access === 'read';

describe('the role matrix: every role against every route of the contract', () => {
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    it(`${role}`, async () => {
      const b = browsers[role];
      const wrong: string[] = [];
      for (const route of routeList) {
        const path = `/api${concrete(route.path)}`;
        const r = await b.call(route.method, path, route.method === 'GET' ? {} : { body: {} });
        const deniedByBff = r.status === 403 && /role/.test(String(r.body?.message));
        if (allowed(role, route.access) === deniedByBff)
          wrong.push(`${route.id} (${route.access}) → ${r.status}`);
        if (deniedByBff) expect(r.body.code).toBe('forbidden');
        // Every answer, allowed or not, is JSON in the error model when it is an error.
        if (r.status >= 400 && r.status !== 406)
          expect(typeof r.body?.code, `${route.id}: ${r.text}`).toBe('string');
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a viewer cannot write: the list is not created', async () => {
    const r = await browsers.viewer.call('PUT', '/api/v2/target-lists/viewer-made', {
      body: { name: 'viewer-made' },
    });
    expect(r.status).toBe(403);
    expect((await browsers.admin.call('GET', '/api/v2/target-lists/viewer-made')).status).toBe(404);
  });
});

describe('only contract routes are forwarded', () => {
  it.each([
    ['GET', '/api/v2/nope'],
    ['GET', '/api/v2/target-lists/a/b/c/d/e'],
    ['GET', '/api/v2/openapi.json'],
    ['GET', '/api/v2/target-lists/a/../../company'],
    ['GET', '/api/v2/target-lists/%2e%2e/members'],
    ['GET', '/api/v2/target-lists/x/members/%2E'],
    ['GET', '/api/v3/target-lists'],
    ['GET', '/api/v2/company/./ping'],
    ['GET', '/api/v2//target-lists'],
  ])('%s %s → 404 JSON', async (method, path) => {
    const r = await browsers.admin.raw(method, path);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
  });

  it('a known path with a method the contract lacks is 405', async () => {
    const r = await browsers.admin.call('PATCH', '/api/v2/target-lists/x', { body: {} });
    expect(r.status).toBe(405);
    expect(r.body.code).toBe('method_not_allowed');
  });

  it('needs a session before anything else', async () => {
    const r = await stack.browser().call('GET', '/api/v2/target-lists');
    expect(r.status).toBe(401);
  });

  it('prefers literal segments over parameters (/subscribers/search is not /subscribers/{id})', async () => {
    const r = await browsers.viewer.call('POST', '/api/v2/subscribers/search', { body: {} });
    expect(r.status).not.toBe(403);
  });
});

describe('forwarding', () => {
  it('adds the key, passes service answers and errors through unchanged, propagates the request id', async () => {
    const b = browsers.editor;
    const name = `fwd-${Date.now()}`;
    const created = await b.call('PUT', `/api/v2/target-lists/${name}`, {
      body: { name },
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-request-id')).toBe('trace-abc-123');
    expect(created.headers.get('etag')).toBeTruthy();
    const direct = await stack.svc.call('GET', `/v2/target-lists/${name}`);
    const via = await b.call('GET', `/api/v2/target-lists/${name}`);
    expect(via.status).toBe(200);
    expect(via.body).toEqual(direct.body);

    const err = await b.call('GET', '/api/v2/target-lists?limit=1000');
    const directErr = await stack.svc.call('GET', '/v2/target-lists?limit=1000');
    expect(err.status).toBe(400);
    expect({ ...err.body, requestId: undefined }).toEqual({ ...directErr.body, requestId: undefined });
    const missing = await b.call('GET', '/api/v2/target-lists/does-not-exist');
    expect(missing.status).toBe(404);
  });

  it('logs one line per request: id, method, URL, status and time, never headers', async () => {
    const b = browsers.viewer;
    const ok = await b.call('GET', '/api/v2/target-lists?limit=1', {
      headers: { 'x-request-id': 'log-ok-1' },
    });
    const bad = await b.call('GET', '/api/v2/nowhere', { headers: { 'x-request-id': 'log-404-1' } });
    // A caller's id that is not plain is replaced with a fresh one, echoed like any other.
    const odd = await b.call('GET', '/api/v2/target-lists?limit=1', {
      headers: { 'x-request-id': 'a b<c>' },
    });
    expect([ok.status, bad.status, odd.status]).toEqual([200, 404, 200]);
    const fresh = odd.headers.get('x-request-id')!;
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const lineOf = async (id: string) => {
      // The line is written when the response closes, which can follow the client's read by a tick.
      for (let i = 0; i < 50; i++) {
        const line = stack.recorder.logs.find((l) => l.includes(`"id":"${id}"`));
        if (line) return JSON.parse(line) as Record<string, any>;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no log line for ${id}`);
    };
    const line = await lineOf('log-ok-1');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'log-ok-1', method: 'GET', url: '/api/v2/target-lists?limit=1' },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(line.req.remoteAddress).toBeTruthy();
    expect(Object.keys(line.req).sort()).toEqual(['id', 'method', 'remoteAddress', 'url']);
    expect((await lineOf('log-404-1')).res.statusCode).toBe(404);
    expect((await lineOf(fresh)).req.id).toBe(fresh);
    // The session cookie and CSRF token never reach a line (the harness scans every line for them at the end).
    expect(stack.recorder.logs.some((l) => l.includes('mr_session'))).toBe(false);
  });

  it('does not forward the browser cookie, CSRF token or a browser-supplied api key', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const spy = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'evil=1' }).end('{"lists":[]}');
    });
    await new Promise<void>((r) => spy.listen(0, '127.0.0.1', r));
    await stack.restartBff({ SERVICE_URL: `http://127.0.0.1:${(spy.address() as AddressInfo).port}` });
    try {
      const b = await stack.as('editor');
      const r = await b.call('GET', '/api/v2/target-lists', {
        headers: { 'api-key': 'browser-key', 'api-user': 'mallory' },
      });
      expect(r.status).toBe(200);
      expect(r.headers.get('set-cookie')).toBeNull();
      const h = seen.at(-1)!;
      expect(h.cookie).toBeUndefined();
      expect(h['x-csrf-token']).toBeUndefined();
      expect(h['api-user']).toBe(stack.svc.user);
      expect(h['api-key']).toBe(stack.svc.key);
      expect(h['x-request-id']).toBeTruthy();
    } finally {
      await stack.restartBff({ SERVICE_URL: stack.svc.url });
      spy.close();
    }
  });

  it('streams a large request body through (no buffering limit of its own)', async () => {
    const b = browsers.editor;
    const name = `big-${Date.now()}`;
    await b.call('PUT', `/api/v2/target-lists/${name}`, { body: { name } });
    const members = Array.from({ length: 60_000 }, (_, i) => ({ id: `no-such-subscriber-${i}` }));
    const r = await b.call('POST', `/api/v2/target-lists/${name}/members/import`, { body: { members } });
    expect(r.status).toBe(202);
    expect(r.body.state).toBeDefined();
  });
});

describe('outages', () => {
  it('service down → 502 bad_gateway JSON; /readyz 503', async () => {
    const dead = http.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((r) => dead.close(() => r()));
    await stack.restartBff({ SERVICE_URL: `http://127.0.0.1:${port}` });
    try {
      const b = await stack.as('editor');
      const r = await b.call('GET', '/api/v2/target-lists');
      expect(r.status).toBe(502);
      expect(r.body.code).toBe('bad_gateway');
      expect(r.body.message).toMatch(/unreachable/);
      expect(r.text).not.toContain(String(port));
      const send = await b.call('POST', '/api/v2/emails/test', { body: {} });
      expect(send.status).toBe(502);
      // The failed async call leaves no ticket behind.
      expect((await b.call('GET', '/api/tickets?mine=true')).body.total).toBe(0);
      const ready = await stack.browser().call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toEqual({ database: true, service: false });
    } finally {
      await stack.restartBff({ SERVICE_URL: stack.svc.url });
    }
    expect((await stack.browser().call('GET', '/readyz')).status).toBe(200);
  });

  it('passes small answers whole and large or unsized ones as a stream; one cut short is a 502', async () => {
    // A stand-in service: /small declares its length, /large is over SMALL_BODY_BYTES, /chunked has no length,
    // /cut declares 1,000 bytes and closes after 10.
    const large = JSON.stringify({ pad: 'x'.repeat(SMALL_BODY_BYTES + 10) });
    const fake = http.createServer((req, res) => {
      if (req.url?.startsWith('/v2/company/ping')) return res.end('{}');
      const path = req.url?.split('?')[0];
      if (path === '/v2/target-lists/small/members') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' });
        return res.end('{"ok":true}');
      }
      if (path === '/v2/target-lists/large/members') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(large.length) });
        return res.end(large);
      }
      if (path === '/v2/target-lists/chunked/members') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"parts":');
        return setTimeout(() => res.end('[1,2]}'), 20);
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"cut":"sh');
      setTimeout(() => res.destroy(), 20);
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    await stack.restartBff({ SERVICE_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
    try {
      const b = await stack.as('viewer');
      const small = await b.call('GET', '/api/v2/target-lists/small/members');
      expect(small.status, small.text).toBe(200);
      expect(small.body).toEqual({ ok: true });
      expect(small.headers.get('content-length')).toBe('11');
      const big = await b.call('GET', '/api/v2/target-lists/large/members');
      expect(big.status).toBe(200);
      expect(big.text).toBe(large);
      const chunked = await b.call('GET', '/api/v2/target-lists/chunked/members');
      expect(chunked.body).toEqual({ parts: [1, 2] });
      const cut = await b.call('GET', '/api/v2/target-lists/cut/members');
      expect(cut.status).toBe(502);
      expect(cut.body.code).toBe('bad_gateway');
    } finally {
      await stack.restartBff({ SERVICE_URL: stack.svc.url });
      fake.closeAllConnections();
      fake.close();
    }
  });

  it('service too slow → 504 gateway_timeout JSON', async () => {
    const hang = http.createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
    await stack.restartBff({
      SERVICE_URL: `http://127.0.0.1:${(hang.address() as AddressInfo).port}`,
      UPSTREAM_TIMEOUT_MS: '300',
    });
    try {
      const b = await stack.as('viewer');
      const r = await b.call('GET', '/api/v2/target-lists');
      expect(r.status).toBe(504);
      expect(r.body.code).toBe('gateway_timeout');
    } finally {
      await stack.restartBff({ SERVICE_URL: stack.svc.url, UPSTREAM_TIMEOUT_MS: '30000' });
      hang.closeAllConnections();
      hang.close();
    }
  });
});

describe('operations', () => {
  it('serves health, metrics and security headers; no SPA build means JSON 404 for pages', async () => {
    const b = stack.browser();
    expect((await b.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const m = await b.call('GET', '/metrics');
    expect(m.status).toBe(200);
    expect(m.text).toMatch(/bff_http_request_duration_seconds_bucket/);
    const page = await b.call('GET', '/some/page', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the leak detector', () => {
  it('would notice a leaked key (it can fail)', () => {
    stack.recorder.responses.push({
      method: 'GET',
      url: '/probe',
      status: 200,
      headers: [],
      text: `x${stack.svc.key}x`,
    });
    expect(stack.recorder.leaks(stack.svc.key)).toEqual(['body of GET /probe']);
    stack.recorder.responses.pop();
  });
});
