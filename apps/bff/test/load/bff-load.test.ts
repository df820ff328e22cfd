import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../service/src/seed/seed-demo';
import { freshDatabaseUrl, startTestService, type TestService } from '../../../service/test/harness';
import { startBffProcess, type BffProcess } from '../bff-process';
import { ADMIN, Browser, Recorder, testDialect } from '../harness';
import { runLoad, summarize, type RequestKind } from './workload';

/**
 * A bounded load test: SESSIONS signed-in users browsing through the BFF (its own process) against a real service
 * with seeded data for LOAD_SECONDS. It asserts correctness under load (no errors, no unexpected statuses), never
 * latency; the figures are printed and written to test-results/bff-load.json. It runs on SQLite only: the BFF's
 * hot path here is the proxy, which does not touch the BFF's database beyond the session lookup.
 */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const SESSIONS = 64;
const resultsFile = path.resolve(__dirname, '../../../../test-results/bff-load.json');

let svc: TestService;
let bff: BffProcess;
let bffDb: { url: string; drop(): Promise<void> };
const recorder = new Recorder();
const cookies: string[] = [];
let mix: RequestKind[];

describe.skipIf(testDialect === 'postgres')('BFF under load', () => {
  beforeAll(async () => {
    // The service's per-API-user limit is off here: every console user shares the BFF's one API user, and this
    // test measures the BFF, not the limit (see docs/operations.md).
    const t0 = performance.now();
    svc = await startTestService({ env: { RATE_LIMIT_MAX: '0' } });
    await seedDemo(svc.service.app.db, svc.id, {
      subscribers: 3000,
      lists: 6,
      listSize: 2000,
      messages: 3000,
      seed: 'load',
      messaging: { masters: 40, deliveredMasters: 4, events: 2000 },
    });
    const seeded = performance.now();
    bffDb = await freshDatabaseUrl();
    bff = await startBffProcess({
      SERVICE_URL: svc.url,
      SERVICE_API_USER: svc.user,
      SERVICE_API_KEY: svc.key,
      DATABASE_URL: bffDb.url.replace('service.db', 'bff.db'),
      SIGNIN_LIMIT_PER_IP: '1000',
      // Each session here is a closed loop at machine speed, far above a person's pace: no per-session limit.
      SESSION_RATE_LIMIT: '0',
    });
    const admin = new Browser(() => bff.url, recorder);
    expect((await admin.signIn(ADMIN.email, ADMIN.password)).status).toBe(201);
    const roles = ['viewer', 'editor', 'admin'] as const;
    // Users are created and signed in a few at a time: each costs two scrypt hashes.
    for (let i = 0; i < SESSIONS; i += 4) {
      await Promise.all(
        [0, 1, 2, 3].map(async (j) => {
          const n = i + j;
          const email = `load-${n}@example.test`;
          const password = `load-password-${n}-long`;
          const c = await admin.call('POST', '/api/users', { body: { email, role: roles[n % 3], password } });
          expect(c.status, c.text).toBe(201);
          const b = new Browser(() => bff.url, recorder);
          expect((await b.signIn(email, password)).status).toBe(201);
          cookies.push(b.cookie!);
        }),
      );
    }
    const secs = (a: number, b: number) => ((b - a) / 1000).toFixed(1);
    console.log(
      `load setup: seeded in ${secs(t0, seeded)} s, ${SESSIONS} users in ${secs(seeded, performance.now())} s`,
    );
    const lists = (await svc.call('GET', '/v2/target-lists?limit=100')).body.lists.map(
      (l: { name: string }) => l.name,
    ) as string[];
    const subs = await svc.service.app.db.kysely
      .selectFrom('subscribers')
      .select('sub_id')
      .where('bu_id', '=', svc.id)
      .limit(500)
      .execute();
    const ids = subs.map((s) => encodeURIComponent(s.sub_id));
    const masters = (await svc.call('GET', '/v2/masters?limit=100')).body.masters as { campaign?: string }[];
    const campaigns = [...new Set(masters.map((m) => m.campaign).filter((c): c is string => !!c))];
    expect(lists.length).toBeGreaterThan(3);
    expect(ids.length).toBe(500);
    expect(campaigns.length).toBeGreaterThan(0);
    const is2xx = (s: number) => s >= 200 && s < 300;
    mix = [
      { kind: 'target lists', path: (p) => `/api/v2/target-lists?limit=${p([10, 25, 50])}`, ok: is2xx },
      {
        kind: 'list members',
        path: (p) =>
          `/api/v2/target-lists/${encodeURIComponent(p(lists))}/members?limit=50&offset=${p([0, 50, 500, 1500])}`,
        ok: is2xx,
      },
      { kind: 'subscriber', path: (p) => `/api/v2/subscribers/${p(ids)}`, ok: is2xx },
      {
        kind: 'subscriber (unknown)',
        path: (p) => `/api/v2/subscribers/nobody-${p(ids)}`,
        ok: (s) => s === 404,
      },
      { kind: 'subscriptions', path: (p) => `/api/v2/subscribers/${p(ids)}/subscriptions`, ok: is2xx },
      {
        kind: 'masters (filtered)',
        path: (p) =>
          p([
            '/api/v2/masters?limit=25',
            `/api/v2/masters?campaign=${encodeURIComponent(p(campaigns))}`,
            '/api/v2/masters?triggered=false&state=enabled,delivered',
            '/api/v2/masters?keyword=sale&archived=all',
          ]),
        ok: is2xx,
      },
      { kind: 'tickets', path: (p) => `/api/tickets?limit=${p([10, 25])}`, ok: is2xx },
      { kind: 'session', path: () => '/api/session', ok: is2xx },
    ];
  }, 300_000);

  afterAll(async () => {
    await bff?.kill('SIGTERM');
    await svc?.close();
    await bffDb?.drop();
    // The key must not show up in anything the load produced, including the BFF's own output.
    expect(recorder.leaks(svc.key)).toEqual([]);
    expect(bff.output()).not.toContain(svc.key);
  });

  it(
    `${SESSIONS} sessions browse for LOAD_SECONDS without an error`,
    async () => {
      expect(new Set(cookies).size).toBe(SESSIONS);
      const r = await runLoad(bff.url, cookies, mix, SECONDS);
      const unexpected = r.samples.filter((s) => !mix.find((k) => k.kind === s.kind)!.ok(s.status));
      const byKind = Object.fromEntries(
        mix.map((k) => [k.kind, summarize(r.samples.filter((s) => s.kind === k.kind))]),
      );
      const report = {
        at: new Date().toISOString(),
        sessions: SESSIONS,
        seconds: Math.round(r.seconds * 10) / 10,
        throughputPerSecond: Math.round(r.samples.length / r.seconds),
        latencyMs: summarize(r.samples),
        byKind,
        socketErrors: r.socketErrors.length,
        unexpectedStatuses: unexpected.length,
        expected404s: r.samples.filter((s) => s.status === 404).length,
      };
      fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
      fs.writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`BFF load: ${JSON.stringify(report, null, 2)}`);
      expect(r.socketErrors.slice(0, 5)).toEqual([]);
      expect(unexpected.slice(0, 5)).toEqual([]);
      expect(r.samples.length).toBeGreaterThan(SESSIONS * 10);
      for (const k of mix) expect(byKind[k.kind]!.requests, k.kind).toBeGreaterThan(0);
    },
    (SECONDS + 60) * 1000,
  );
});
