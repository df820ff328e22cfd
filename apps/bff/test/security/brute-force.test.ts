import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allLeaks, sleep, startStack, type Res, type Stack } from '../harness';

/** Long enough that no counter expires while a slow machine works through a test; one test shortens it. */
const WINDOW_SECONDS = 120;
const SHORT_WINDOW_SECONDS = 5;
const user = { email: 'brute-user@example.test', password: 'brute-user-password-1' };
let stack: Stack;

beforeAll(async () => {
  // loopback is trusted so each attempt can come from its own address through X-Forwarded-For.
  stack = await startStack({
    bffEnv: {
      TRUST_PROXY: 'loopback',
      SIGNIN_LIMIT_PER_IP: '5',
      SIGNIN_LIMIT_PER_EMAIL: '3',
      SIGNIN_WINDOW_SECONDS: String(WINDOW_SECONDS),
    },
  });
  const admin = await stack.admin();
  expect((await admin.call('POST', '/api/users', { body: { ...user, role: 'viewer' } })).status).toBe(201);
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

let ipSeq = 0;
const attempt = (email: string, password: string, ip = `10.9.0.${++ipSeq}`) =>
  stack
    .browser()
    .call('POST', '/api/session', { body: { email, password }, headers: { 'x-forwarded-for': ip } });

function expectLimited(r: Res, window = WINDOW_SECONDS) {
  expect(r.status).toBe(429);
  expect(r.body).toMatchObject({ code: 'rate_limited' });
  const retry = Number(r.headers.get('retry-after'));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(window);
  expect(r.headers.get('set-cookie')).toBeNull();
}

describe('per e-mail: guessing one account from many addresses', () => {
  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, user.password)).status).toBe(201);
  });

  it('locks the account after the failures and refuses even the right password', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await attempt(ADMIN.email, `guess-${i}-xxxxxxxx`)).status);
    expect(statuses).toEqual([401, 401, 401]);
    expectLimited(await attempt(ADMIN.email, 'one-more-guess-xxxx'));
    // The right password, from a fresh address, during the lockout: refused, so a lockout is not an oracle.
    const right = await attempt(ADMIN.email, ADMIN.password);
    expectLimited(right);
    expect(right.body.message).not.toMatch(/password/);
    // Other accounts are not locked by it.
    expect((await attempt(user.email, user.password)).status).toBe(201);
  });
});

describe('per address: spraying many accounts from one address', () => {
  it('limits every attempt from the address, not the other addresses', async () => {
    const ip = '10.8.0.1';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await attempt(`spray-${i}@example.test`, 'Winter2026!xx', ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expectLimited(await attempt('spray-5@example.test', 'Winter2026!xx', ip));
    // Even an unlocked account's right password waits when it comes from that address.
    expectLimited(await attempt(user.email, user.password, ip));
    expect((await attempt(user.email, user.password, '10.8.0.2')).status).toBe(201);
  });
});

describe('without a trusted proxy', () => {
  it('a forged X-Forwarded-For does not buy fresh attempts', async () => {
    await stack.restartBff({ TRUST_PROXY: 'false' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await attempt(`forged-${i}@example.test`, 'nope-nope-nope', `10.7.0.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await stack.restartBff({ TRUST_PROXY: 'loopback' });
    }
  });
});

describe('when the window has passed', () => {
  it('the right password works again', async () => {
    await stack.restartBff({ SIGNIN_WINDOW_SECONDS: String(SHORT_WINDOW_SECONDS) });
    try {
      // At once, so all of them land in one short window even on a slow machine.
      const guesses = await Promise.all([0, 1, 2].map((i) => attempt(ADMIN.email, `again-${i}-xxxxxxx`)));
      expect(guesses.map((g) => g.status)).toEqual([401, 401, 401]);
      expectLimited(await attempt(ADMIN.email, ADMIN.password), SHORT_WINDOW_SECONDS);
      await sleep(SHORT_WINDOW_SECONDS * 1000 + 300);
      expect((await attempt(ADMIN.email, ADMIN.password)).status).toBe(201);
    } finally {
      await stack.restartBff({ SIGNIN_WINDOW_SECONDS: String(WINDOW_SECONDS) });
    }
  });
});
