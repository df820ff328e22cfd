import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allLeaks, startStack, type Browser, type Stack } from '../harness';
import { probe } from './probe';
import { allProbes, isStateChanging, type Probe } from './route-table';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

const tokenOf = (b: Browser) => b.cookie?.split('=')[1];
const alive = async (cookie: string | undefined) => {
  const b = stack.browser();
  b.cookie = cookie;
  return (await b.call('GET', '/api/session')).status === 200;
};

describe('session fixation', () => {
  it('never adopts a session id chosen before sign-in', async () => {
    const b = stack.browser();
    const planted = `mr_session=${'P'.repeat(43)}`;
    b.cookie = planted;
    expect((await b.call('GET', '/api/session')).status).toBe(401);
    expect((await b.signIn(ADMIN.email, ADMIN.password)).status).toBe(201);
    expect(b.cookie).toMatch(/^mr_session=[\w-]{40,}$/);
    expect(b.cookie).not.toBe(planted);
    expect(await alive(b.cookie)).toBe(true);
    expect(await alive(planted)).toBe(false);
  });

  it("signing in over someone else's live session issues a new token and kills the planted one", async () => {
    const attacker = await stack.as('viewer');
    const planted = attacker.cookie;
    const victim = stack.browser();
    victim.cookie = planted;
    const r = await victim.signIn(ADMIN.email, ADMIN.password);
    expect(r.status).toBe(201);
    expect(victim.cookie).not.toBe(planted);
    // The attacker's copy neither became the admin's session nor stays usable.
    expect(await alive(planted)).toBe(false);
    expect((await victim.call('GET', '/api/session')).body.user.role).toBe('admin');
  });

  it('every sign-in gets its own token and CSRF token; a signed-out token is dead', async () => {
    const a = await stack.admin();
    const b = await stack.admin();
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    expect(a.csrf).not.toBe(b.csrf);
    const old = a.cookie;
    expect((await a.call('DELETE', '/api/session')).status).toBe(204);
    expect(await alive(old)).toBe(false);
    expect(await alive(b.cookie)).toBe(true);
  });
});

describe('CSRF: every state-changing route that needs a session', () => {
  let admin: Browser;
  let targets: Probe[];
  beforeAll(async () => {
    admin = await stack.admin();
    targets = allProbes(stack.bff.ctx).probes.filter(
      (p) => isStateChanging(p) && p.needs !== 'public' && p.needs !== 'secret',
    );
  });

  it.each([
    ['without a token', false as const],
    ['with a wrong token', 'x'.repeat(43)],
  ])('%s → 403 JSON, and nothing reaches the service', async (_what, csrf) => {
    expect(targets.length).toBeGreaterThan(30);
    const before = (await stack.svc.call('GET', '/v2/target-lists?limit=0')).body.total;
    const wrong: string[] = [];
    for (const p of targets) {
      const r = await probe(stack.bff.url, stack.recorder, admin, p.method, p.path, { body: p.body, csrf });
      if (r.status !== 403 || r.code !== 'forbidden' || !/x-csrf-token/.test(r.message))
        wrong.push(`${p.name}: ${r.status} ${r.code}`);
    }
    expect(wrong).toEqual([]);
    expect((await stack.svc.call('GET', '/v2/target-lists?limit=0')).body.total).toBe(before);
    // The admin is still signed in: even DELETE /api/session was refused.
    expect((await admin.call('GET', '/api/session')).status).toBe(200);
  });

  it("another session's token is refused too", async () => {
    const other = await stack.as('editor');
    const name = `csrf-other-${Date.now()}`;
    const r = await admin.call('PUT', `/api/v2/target-lists/${name}`, {
      body: { name },
      csrf: false,
      headers: { 'x-csrf-token': other.csrf! },
    });
    expect(r.status).toBe(403);
    expect((await stack.svc.call('GET', `/v2/target-lists/${name}`)).status).toBe(404);
  });
});

describe('cross-site requests (Origin and Fetch Metadata)', () => {
  const create = (b: Browser, headers: Record<string, string>) => {
    const name = `origin-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    return b.call('PUT', `/api/v2/target-lists/${name}`, { body: { name }, headers });
  };

  it('refuses a foreign Origin, a null Origin and Sec-Fetch-Site: cross-site even with the right token', async () => {
    const b = await stack.as('editor');
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://evil.example:${new URL(stack.bff.url).port}` },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const r = await create(b, headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.body.code).toBe('forbidden');
    }
  });

  it('accepts its own origin and same-origin fetch metadata, and GETs from anywhere', async () => {
    const b = await stack.as('editor');
    const own = new URL(stack.bff.url).origin;
    expect((await create(b, { origin: own, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    expect((await create(b, {})).status).toBe(201);
    const read = await b.call('GET', '/api/v2/target-lists', { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });

  it('refuses a cross-site sign-in (login CSRF) and leaves the service callbacks alone', async () => {
    const r = await stack.browser().call('POST', '/api/session', {
      body: ADMIN,
      headers: { origin: 'https://evil.example' },
    });
    expect(r.status).toBe(403);
    expect(r.headers.get('set-cookie')).toBeNull();
    const cb = await stack.browser().call('POST', '/api/callbacks/nope/nope', {
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(cb.status).toBe(404);
  });
});
