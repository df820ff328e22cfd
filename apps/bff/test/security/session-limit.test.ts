import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLeaks, startStack, type Stack } from '../harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ bffEnv: { SESSION_RATE_LIMIT: '5' } });
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

describe('the per-session request limit', () => {
  it('answers 429 with Retry-After past the limit, per session, before anything reaches the service', async () => {
    const busy = await stack.as('viewer');
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await busy.call('GET', '/api/session')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await busy.call('GET', '/api/v2/target-lists');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(limited.body.message).toMatch(/5 requests in a minute/);
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another session has its own allowance.
    const other = await stack.as('editor');
    expect((await other.call('GET', '/api/v2/target-lists')).status).toBe(200);
  });

  it('does not count anonymous requests (they are refused anyway, and sign-in has its own limits)', async () => {
    const anonymous = stack.browser();
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await anonymous.call('GET', '/api/session')).status);
    expect(statuses).toEqual(Array<number>(8).fill(401));
  });
});
