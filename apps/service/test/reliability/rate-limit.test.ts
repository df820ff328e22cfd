import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startTestService, type CallResult, type TestService, type TestUnit } from '../harness';

const MAX = 20;
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { RATE_LIMIT_MAX: String(MAX), RATE_LIMIT_WINDOW_MS: '60000' } });
});
afterAll(() => svc.close());

const burst = (unit: TestUnit, n: number) =>
  Promise.all(Array.from({ length: n }, () => unit.call('GET', '/v2/company/ping')));

describe('per-API-user rate limiting', () => {
  it('answers 429 JSON with Retry-After once a unit spends its budget, and only that unit', async () => {
    const a = await svc.newUnit();
    const b = await svc.newUnit();
    const first = await burst(a, MAX);
    expect(first.map((r) => r.status)).toEqual(Array(MAX).fill(200));
    expect(first[0]!.headers.get('x-ratelimit-limit')).toBe(String(MAX));

    const over = await a.call('GET', '/v2/target-lists');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect(over.body.message).toContain(a.user);
    expect(over.body.message).toMatch(/retry after \d+ s/);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another unit's budget is its own.
    expect((await b.call('GET', '/v2/company/ping')).status).toBe(200);
  });

  it('does not charge a unit for calls that fail authentication or for public tracking links', async () => {
    const c = await svc.newUnit();
    const wrong = await Promise.all(
      Array.from({ length: MAX * 2 }, () =>
        c.call('GET', '/v2/company/ping', { auth: { user: c.user, key: 'not-the-key-0123456789' } }),
      ),
    );
    expect(wrong.every((r) => r.status === 401)).toBe(true);
    const anonymous = await Promise.all([
      ...Array.from({ length: MAX }, () => c.call('GET', '/t/o/nothing.gif', { auth: false })),
      ...Array.from({ length: MAX }, () => c.call('GET', '/t/c/forged/0', { auth: false })),
      ...Array.from({ length: MAX }, () => c.call('GET', '/u', { auth: false, query: { s: 'x', i: 'y' } })),
    ]);
    expect(anonymous.some((r) => r.status === 429)).toBe(false);
    // Its whole budget is still there.
    const own = await burst(c, MAX);
    expect(own.map((r) => r.status)).toEqual(Array(MAX).fill(200));
    expect((await c.call('GET', '/v2/company/ping')).status).toBe(429);
  });

  it('lets a unit in again once the window has passed', async () => {
    const short = await startTestService({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '1000' } });
    try {
      let limited: CallResult | undefined;
      // A burst could straddle a window boundary; a few bursts make sure one lands inside a window.
      for (let i = 0; i < 10 && !limited; i++)
        limited = (await burst(short, 6)).find((r) => r.status === 429);
      expect(limited?.body.code).toBe('rate_limited');
      const wait = Number(limited!.headers.get('retry-after'));
      await new Promise((r) => setTimeout(r, wait * 1000 + 100));
      expect((await short.call('GET', '/v2/company/ping')).status).toBe(200);
    } finally {
      await short.close();
    }
  });

  it('validates its configuration, 0 meaning off', () => {
    expect(() => loadConfig({ RATE_LIMIT_MAX: '-1' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_MAX: 'lots' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_MS: '10' })).toThrow(/RATE_LIMIT_WINDOW_MS/);
    expect(loadConfig({}).RATE_LIMIT_MAX).toBe(6000);
    expect(loadConfig({}).RATE_LIMIT_WINDOW_MS).toBe(60_000);
    expect(loadConfig({ RATE_LIMIT_MAX: '0' }).RATE_LIMIT_MAX).toBe(0);
  });

  it('is off with RATE_LIMIT_MAX=0: a burst far over any budget is served', async () => {
    const off = await startTestService({ env: { RATE_LIMIT_MAX: '0' } });
    try {
      const all = await burst(off, 200);
      expect(all.filter((r) => r.status !== 200)).toEqual([]);
      expect(all[0]!.headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      await off.close();
    }
  });
});
