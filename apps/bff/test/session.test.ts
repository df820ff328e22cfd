import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, allLeaks, sleep, startStack, type Stack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

describe('sign-in', () => {
  it('signs in with an HttpOnly, SameSite=Strict cookie and returns the user and a CSRF token', async () => {
    const b = stack.browser();
    const r = await b.signIn(ADMIN.email, ADMIN.password);
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ email: ADMIN.email, role: 'admin', disabled: false });
    expect(r.body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^mr_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await b.call('GET', '/api/session');
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(ADMIN.email);
    expect(me.body.csrfToken).toBe(r.body.csrfToken);
  });

  it('accepts the e-mail in any case but rejects a wrong password with one message for every failure', async () => {
    const b = stack.browser();
    expect((await b.signIn(ADMIN.email.toUpperCase(), ADMIN.password)).status).toBe(201);
    const wrong = await stack.browser().signIn(ADMIN.email, 'not the password at all');
    const unknown = await stack.browser().signIn('nobody@example.test', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'unauthorized', message: 'wrong e-mail or password' });
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('rejects a malformed sign-in body naming the field', async () => {
    const r = await stack
      .browser()
      .call('POST', '/api/session', { body: { email: 'not-an-email', password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.message).toMatch(/^email /);
    const notJson = await stack
      .browser()
      .call('POST', '/api/session', { raw: '{"email":', type: 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('malformed_json');
  });

  it('answers 401 without a session and with a forged cookie', async () => {
    expect((await stack.browser().call('GET', '/api/session')).status).toBe(401);
    const forged = stack.browser();
    forged.cookie = 'mr_session=' + 'A'.repeat(43);
    const r = await forged.call('GET', '/api/v2/target-lists');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('unauthorized');
  });

  it('sign-out revokes the session server-side (a copied cookie stops working)', async () => {
    const b = await stack.admin();
    const copied = b.cookie;
    const out = await b.call('DELETE', '/api/session');
    expect(out.status).toBe(204);
    expect(b.cookie).toBeUndefined();
    const replay = stack.browser();
    replay.cookie = copied;
    expect((await replay.call('GET', '/api/session')).status).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses state-changing calls without the session token and accepts them with it', async () => {
    const b = await stack.as('editor');
    const name = `csrf-${Date.now()}`;
    const none = await b.call('PUT', `/api/v2/target-lists/${name}`, { body: { name }, csrf: false });
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ code: 'forbidden' });
    expect(none.body.message).toMatch(/x-csrf-token/);
    const wrong = await b.call('PUT', `/api/v2/target-lists/${name}`, {
      body: { name },
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    // Nothing reached the service.
    expect((await b.call('GET', `/api/v2/target-lists/${name}`)).status).toBe(404);
    const ok = await b.call('PUT', `/api/v2/target-lists/${name}`, { body: { name } });
    expect(ok.status).toBe(201);
  });

  it("one session's token does not work for another session", async () => {
    const a = await stack.as('editor');
    const b = await stack.as('editor');
    const r = await a.call('DELETE', '/api/session', { csrf: false, headers: { 'x-csrf-token': b.csrf! } });
    expect(r.status).toBe(403);
  });
});

describe('users', () => {
  it('lets only admins manage users', async () => {
    const editor = await stack.as('editor');
    expect((await editor.call('GET', '/api/users')).status).toBe(403);
    const c = await editor.call('POST', '/api/users', {
      body: { email: 'x@example.test', role: 'admin', password: 'long-enough-password' },
    });
    expect(c.status).toBe(403);
    const admin = await stack.admin();
    const list = await admin.call('GET', '/api/users');
    expect(list.status).toBe(200);
    expect(list.body.users.some((u: any) => u.email === ADMIN.email)).toBe(true);
    expect(list.text).not.toMatch(/scrypt|password/i);
  });

  it('creates, changes the role, disables and resets a password, revoking sessions', async () => {
    const admin = await stack.admin();
    const email = `managed-${Date.now()}@example.test`;
    const c = await admin.call('POST', '/api/users', {
      body: { email, role: 'viewer', password: 'first-password-123' },
    });
    expect(c.status).toBe(201);
    expect(
      (
        await admin.call('POST', '/api/users', {
          body: { email, role: 'viewer', password: 'first-password-123' },
        })
      ).status,
    ).toBe(409);
    const user = stack.browser();
    expect((await user.signIn(email, 'first-password-123')).status).toBe(201);
    expect(
      (await user.call('PUT', '/api/v2/target-lists/promoted', { body: { name: 'promoted' } })).status,
    ).toBe(403);

    const promote = await admin.call('PATCH', `/api/users/${c.body.id}`, { body: { role: 'editor' } });
    expect(promote.status).toBe(200);
    expect(promote.body.role).toBe('editor');
    // A role change revokes the user's sessions, so the new role cannot be used from an old session.
    expect((await user.call('GET', '/api/session')).status).toBe(401);
    expect((await user.signIn(email, 'first-password-123')).status).toBe(201);
    expect((await user.call('GET', '/api/session')).body.user.role).toBe('editor');

    expect(
      (await admin.call('PATCH', `/api/users/${c.body.id}`, { body: { password: 'second-password-456' } }))
        .status,
    ).toBe(200);
    expect((await user.call('GET', '/api/session')).status).toBe(401);
    expect((await stack.browser().signIn(email, 'first-password-123')).status).toBe(401);
    expect((await user.signIn(email, 'second-password-456')).status).toBe(201);

    expect((await admin.call('PATCH', `/api/users/${c.body.id}`, { body: { disabled: true } })).status).toBe(
      200,
    );
    expect((await user.call('GET', '/api/session')).status).toBe(401);
    expect((await stack.browser().signIn(email, 'second-password-456')).status).toBe(401);
  });

  it('validates user input and protects the last admin', async () => {
    const admin = await stack.admin();
    const bad = await admin.call('POST', '/api/users', {
      body: { email: 'a@example.test', role: 'root', password: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/role|password/);
    const me = (await admin.call('GET', '/api/session')).body.user;
    const demote = await admin.call('PATCH', `/api/users/${me.id}`, { body: { role: 'viewer' } });
    expect(demote.status).toBe(400);
    expect(demote.body.code).toBe('invalid_state');
    expect((await admin.call('PATCH', '/api/users/not-a-uuid', { body: { role: 'viewer' } })).status).toBe(
      400,
    );
  });
});

describe('audit log', () => {
  it('records sign-ins, failures and changes, readable by admins only', async () => {
    await stack.browser().signIn(ADMIN.email, 'definitely wrong password');
    const admin = await stack.admin();
    const log = await admin.call('GET', '/api/audit?limit=100');
    expect(log.status).toBe(200);
    const actions = log.body.entries.map((e: any) => `${e.action}:${e.outcome}`);
    expect(actions).toContain('session.sign-in:failure');
    expect(actions).toContain('session.sign-in:success');
    expect(actions).toContain('user.create:success');
    expect(actions).toContain('putTargetList:success');
    // The CSRF-refused attempt from the CSRF test is on the record.
    expect(
      log.body.entries.some(
        (e: any) => e.status === 403 && e.action.startsWith('PUT /api/v2/target-lists/csrf-'),
      ),
    ).toBe(true);
    expect(log.body.entries[0].requestId).toBeTruthy();
    const viewer = await stack.as('viewer');
    expect((await viewer.call('GET', '/api/audit')).status).toBe(403);
  });
});

describe('expiry', () => {
  it('ends a session after the idle time', async () => {
    await stack.restartBff({ SESSION_IDLE_SECONDS: '1' });
    try {
      const b = await stack.admin();
      expect((await b.call('GET', '/api/session')).status).toBe(200);
      await sleep(1300);
      expect((await b.call('GET', '/api/session')).status).toBe(401);
    } finally {
      await stack.restartBff({ SESSION_IDLE_SECONDS: '1800' });
    }
  });

  it('ends a session at the absolute limit even when active', async () => {
    await stack.restartBff({ SESSION_ABSOLUTE_SECONDS: '2' });
    try {
      const b = await stack.admin();
      for (let i = 0; i < 4; i++) {
        expect((await b.call('GET', '/api/session')).status).toBe(200);
        await sleep(300);
      }
      await sleep(1000);
      expect((await b.call('GET', '/api/session')).status).toBe(401);
    } finally {
      await stack.restartBff({ SESSION_ABSOLUTE_SECONDS: '43200' });
    }
  });
});

describe('rate limit', () => {
  it('limits sign-in attempts per e-mail and per address with a 429 in the error model', async () => {
    await stack.restartBff({ SIGNIN_LIMIT_PER_EMAIL: '3', SIGNIN_LIMIT_PER_IP: '6' });
    try {
      const victim = 'victim@example.test';
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await stack.browser().signIn(victim, `guess-${i}-xxxxxxxx`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const limited = await stack.browser().signIn(victim, 'guess-again-xxxxxxx');
      expect(limited.body).toMatchObject({ code: 'rate_limited' });
      // Another account from the same address still works until the per-address limit is reached.
      expect((await stack.browser().signIn(ADMIN.email, ADMIN.password)).status).toBe(201);
      const more = [];
      for (let i = 0; i < 3; i++)
        more.push((await stack.browser().signIn(`other${i}@example.test`, 'nope-nope-nope')).status);
      expect(more).toContain(429);
    } finally {
      await stack.restartBff({ SIGNIN_LIMIT_PER_EMAIL: '10000', SIGNIN_LIMIT_PER_IP: '10000' });
    }
  });
});
