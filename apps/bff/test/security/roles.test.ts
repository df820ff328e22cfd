import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allLeaks, startStack, type Browser, type Stack } from '../harness';
import { probe } from './probe';
import { allProbes, everyone, expectedFor, ownRouteAccess, type Probe, type Who } from './route-table';

let stack: Stack;
const browsers: Partial<Record<Who, Browser>> = {};
let probes: Probe[];

beforeAll(async () => {
  stack = await startStack();
  browsers.viewer = await stack.as('viewer');
  browsers.editor = await stack.as('editor');
  browsers.admin = await stack.as('admin');
  const table = allProbes(stack.bff.ctx);
  expect(table.undeclared).toEqual([]);
  // Signing out ends the browser's session, so it goes last.
  probes = [...table.probes].sort(
    (a, b) => Number(a.name === 'DELETE /api/session') - Number(b.name === 'DELETE /api/session'),
  );
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

describe('the route table the matrix is driven from', () => {
  it('covers every route the app registers and every contract route', () => {
    const names = new Set(probes.map((p) => p.name));
    for (const own of Object.keys(ownRouteAccess)) expect(names, own).toContain(own);
    expect(names).toContain('listTargetLists');
    expect(names).toContain('requestMasterEventReport');
    expect(probes.length).toBeGreaterThanOrEqual(Object.keys(ownRouteAccess).length + 50);
  });
});

describe('every role against every route', () => {
  for (const who of everyone) {
    it(`${who}: exactly the expected allow/deny`, async () => {
      const wrong: string[] = [];
      let allowed = 0;
      let denied = 0;
      for (const p of probes) {
        const r = await probe(stack.bff.url, stack.recorder, browsers[who], p.method, p.path, {
          body: p.body,
        });
        const expected = expectedFor(who, p.needs);
        const refusedForAccess =
          (r.status === 401 && r.code === 'unauthorized') ||
          (r.status === 403 && r.code === 'forbidden' && /role/.test(r.message));
        if (expected === 'allow') {
          allowed++;
          if (r.status === 401 || r.status === 403)
            wrong.push(`${p.name}: expected through, got ${r.status}`);
          if (p.needs === 'secret' && r.status !== 404)
            wrong.push(`${p.name}: a wrong secret got ${r.status}`);
        } else {
          denied++;
          if (r.status !== expected || !refusedForAccess)
            wrong.push(`${p.name}: expected ${expected}, got ${r.status} ${r.code} ${r.message}`);
        }
        // Whatever the outcome, an error is the one error model.
        if (r.status >= 400 && r.status !== 406)
          expect(typeof r.code, `${p.name} ${r.message}`).toBe('string');
      }
      expect(wrong).toEqual([]);
      // The matrix is only meaningful if each role saw both outcomes where the table says it should.
      if (who === 'admin') expect(denied).toBe(0);
      else expect(denied).toBeGreaterThan(0);
      expect(allowed).toBeGreaterThan(0);
    });
  }
});

describe('what a denied call leaves behind', () => {
  it('a viewer cannot create a list, an editor cannot create a user: nothing changed', async () => {
    const viewer = await stack.as('viewer');
    const editor = await stack.as('editor');
    const name = `denied-${Date.now()}`;
    const r = await viewer.call('PUT', `/api/v2/target-lists/${name}`, { body: { name } });
    expect(r.status).toBe(403);
    expect((await stack.svc.call('GET', `/v2/target-lists/${name}`)).status).toBe(404);
    const email = `escalate-${Date.now()}@example.test`;
    const u = await editor.call('POST', '/api/users', {
      body: { email, role: 'admin', password: 'long-enough-password' },
    });
    expect(u.status).toBe(403);
    const admin = await stack.admin();
    const users = await admin.call('GET', '/api/users?limit=100');
    expect(users.body.users.map((x: { email: string }) => x.email)).not.toContain(email);
  });

  it('an editor cannot promote itself', async () => {
    const editor = await stack.as('editor');
    const me = (await editor.call('GET', '/api/session')).body.user;
    const r = await editor.call('PATCH', `/api/users/${me.id}`, { body: { role: 'admin' } });
    expect(r.status).toBe(403);
    expect((await editor.call('GET', '/api/session')).body.user.role).toBe('editor');
  });
});
