import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../harness';
import { rawBody, trickle } from './raw-http';

const LIMIT = 4096;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({
    env: { BODY_LIMIT_BYTES: String(LIMIT), HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' },
  });
});
afterAll(() => svc.close());

const searchBody = (bytes: number) => JSON.stringify({ email: 'a'.repeat(bytes) });

describe('request body size', () => {
  it('answers 413 JSON naming the limit above BODY_LIMIT_BYTES, and accepts a body just under it', async () => {
    const over = await svc.call('POST', '/v2/subscribers/search', {
      rawBody: searchBody(LIMIT + 10),
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'payload_too_large' });
    expect(over.body.message).toContain(String(LIMIT));

    const under = await svc.call('POST', '/v2/subscribers/search', {
      rawBody: searchBody(LIMIT - 100),
      headers: { 'content-type': 'application/json' },
    });
    expect(under.status).not.toBe(413);
    expect(under.status).toBeLessThan(500);
  });

  it('also stops a chunked body without Content-Length once it passes the limit', async () => {
    const chunk = 'a'.repeat(1000);
    const head =
      `POST /v2/subscribers/search HTTP/1.1\r\nHost: x\r\nApi-User: ${svc.user}\r\nApi-Key: ${svc.key}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunks = [head, ...Array.from({ length: 8 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`)];
    const r = await trickle(svc.url, chunks, 10, 10_000);
    expect(r.status).toBe(413);
    expect(rawBody(r.text)).toMatchObject({ code: 'payload_too_large' });
  });
});

describe('JSON nesting depth', () => {
  it.each([100, 100_000])('refuses a body nested %i levels deep with 400 naming the depth', async (depth) => {
    const r = await svc.call('POST', '/v2/subscribers/search', {
      rawBody: '['.repeat(depth) + ']'.repeat(depth),
      headers: { 'content-type': 'application/json' },
    });
    // 100,000 levels is 200 KB: over this suite's small body limit, so it is refused for its size instead.
    if (depth * 2 > LIMIT) {
      expect(r.status).toBe(413);
      return;
    }
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'invalid_request' });
    expect(r.body.message).toMatch(/deeper than 64 levels/);
  });

  it('refuses deep nesting inside a free-form field, and lets 64 levels through to validation', async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const tooDeep = await svc.call('PUT', '/v2/subscribers/deep@example.com', {
      rawBody: `{"email":"deep@example.com","attributes":${deep(70)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.message).toMatch(/deeper than 64 levels/);
    // Braces inside strings are text, not nesting.
    const inString = await svc.call('PUT', '/v2/subscribers/deep@example.com', {
      body: { email: 'deep@example.com', attributes: { note: '{['.repeat(200) } },
    });
    expect(inString.body?.message ?? '').not.toMatch(/deeper than/);
    expect(inString.status).toBeLessThan(500);
    const atLimit = await svc.call('POST', '/v2/subscribers/search', {
      rawBody: deep(63),
      headers: { 'content-type': 'application/json' },
    });
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.message).not.toMatch(/deeper than/);
  });
});

describe('slow clients', () => {
  it('answers 408 and closes a connection whose headers trickle in past HEADERS_TIMEOUT_MS', async () => {
    const head = 'GET /v2/company/ping HTTP/1.1\r\nHost: x\r\n';
    const drip = Array.from({ length: 100 }, (_, i) => `X-Drip-${i}: y\r\n`);
    const r = await trickle(svc.url, [head, ...drip], 100, 8000);
    expect(r.closed).toBe(true);
    expect(r.status).toBe(408);
    expect(rawBody(r.text)).toMatchObject({ code: 'request_timeout' });
  });

  it('answers 408 and closes a connection whose body trickles in past REQUEST_TIMEOUT_MS', async () => {
    const head =
      `POST /v2/subscribers/search HTTP/1.1\r\nHost: x\r\nApi-User: ${svc.user}\r\nApi-Key: ${svc.key}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
    const r = await trickle(svc.url, [head, ...Array.from({ length: 200 }, () => 'a')], 100, 10_000);
    expect(r.closed).toBe(true);
    expect(r.status).toBe(408);
  });

  it('keeps serving other clients while a slow one is being timed out', async () => {
    const slow = trickle(
      svc.url,
      ['GET /v2/company/ping HTTP/1.1\r\n', 'Host: x\r\n', 'X-A: b\r\n'],
      400,
      8000,
    );
    const ping = await svc.call('GET', '/v2/company/ping');
    expect(ping.status).toBe(200);
    expect((await slow).closed).toBe(true);
  });
});
