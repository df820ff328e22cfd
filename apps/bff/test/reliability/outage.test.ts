import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../../service/test/harness';
import { loadConfig } from '../../src/config';
import { startBff, type RunningBff } from '../../src/server';
import { ADMIN, Browser, eventually, Recorder, SESSION_SECRET } from '../harness';
import { ServiceControl } from './service-control';

let svc: ServiceControl;
let bff: RunningBff;
let bffDb: { url: string; drop(): Promise<void> };
const recorder = new Recorder();
let editor: Browser;
const pending: string[] = [];

beforeAll(async () => {
  svc = await ServiceControl.create();
  // No workers at first: asynchronous work stays queued in the service, so tickets are pending during the outage.
  await svc.start(0);
  bffDb = await freshDatabaseUrl();
  bff = await startBff(
    loadConfig({
      PORT: '0',
      SERVICE_URL: svc.url,
      SERVICE_API_USER: svc.user,
      SERVICE_API_KEY: svc.key,
      DATABASE_URL: bffDb.url.replace('service.db', 'bff.db'),
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TICKET_POLL_MS: '200',
      TICKET_POLL_MAX_MS: '500',
      UPSTREAM_TIMEOUT_MS: '800',
      WEB_DIST: '/nonexistent',
    }),
    { logDestination: recorder.logStream },
  );
  editor = new Browser(() => bff.url, recorder);
  expect((await editor.signIn(ADMIN.email, ADMIN.password)).status).toBe(201);
});
afterAll(async () => {
  await bff?.close();
  await svc?.close();
  await bffDb?.drop();
  const leaks = [...recorder.leaks(svc.key), ...recorder.leaks(SESSION_SECRET)];
  expect(leaks).toEqual([]);
});

const ticket = (id: string) => editor.call('GET', `/api/tickets/${id}`);

describe('the service goes away while the BFF runs', () => {
  it('tracks work while the service is up', async () => {
    for (const id of ['o-1@example.com', 'o-2@example.com'])
      expect(
        (await editor.call('PUT', `/api/v2/subscribers/${id}`, { body: { id, email: id } })).status,
      ).toBe(201);
    expect(
      (await editor.call('PUT', '/api/v2/target-lists/outage', { body: { name: 'outage' } })).status,
    ).toBe(201);
    const imp = await editor.call('POST', '/api/v2/target-lists/outage/members/import', {
      body: { members: [{ id: 'o-1@example.com' }] },
    });
    expect(imp.status).toBe(202);
    pending.push(imp.body.tracking.id);
    const csv = await editor.call('POST', '/api/imports/target-lists/outage/members', {
      raw: 'id\no-2@example.com\n',
      type: 'text/csv',
    });
    expect(csv.status, csv.text).toBe(202);
    pending.push(...(csv.body.tickets as { id: string }[]).map((t) => t.id));
    expect(pending).toHaveLength(2);
    expect((await editor.call('GET', '/readyz')).status).toBe(200);
  });

  it('answers 502 in the error model, naming the outage, for proxied and own routes; /readyz is 503', async () => {
    await svc.stop();
    const read = await editor.call('GET', '/api/v2/target-lists');
    expect(read.status).toBe(502);
    expect(read.body).toMatchObject({ code: 'bad_gateway' });
    expect(read.body.message).toMatch(/messaging service is unreachable/);
    expect(read.text).not.toContain(String(svc.port));
    const send = await editor.call('POST', '/api/v2/target-lists/outage/members/import', {
      body: { members: [{ id: 'o-1@example.com' }] },
    });
    expect(send.status).toBe(502);
    // The BFF's own routes that need the service say the same, not a 500 of their own.
    const csv = await editor.call('POST', '/api/imports/target-lists/outage/members', {
      raw: 'id\no-1@example.com\n',
      type: 'text/csv',
    });
    expect(csv.status, csv.text).toBe(502);
    expect(csv.body.code).toBe('bad_gateway');
    const report = await editor.call('GET', '/api/reports/r-1/download');
    expect(report.status).toBe(502);
    expect(report.body.code).toBe('bad_gateway');
    const ready = await editor.call('GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'not ready', checks: { database: true, service: false } });
    // What the console's banner polls (answers are reused for 2 s, so it may take a moment to turn).
    const health = await eventually(
      async () => {
        const h = await editor.call('GET', '/api/health');
        return h.body.checks?.service === false ? h : undefined;
      },
      5000,
      'health to report the outage',
    );
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    // What the BFF holds itself still works, and the pending tickets are neither lost nor failed.
    const list = await editor.call('GET', '/api/tickets?limit=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(pending.length);
    for (const id of pending) expect(['accepted', 'processing']).toContain((await ticket(id)).body.state);
  });

  it('answers 504 when the service accepts connections but does not answer', async () => {
    const release = await svc.hang();
    try {
      const r = await editor.call('GET', '/api/v2/target-lists');
      expect(r.status).toBe(504);
      expect(r.body).toMatchObject({ code: 'gateway_timeout' });
      expect(r.body.message).toMatch(/messaging service did not answer/);
      const csv = await editor.call('POST', '/api/imports/target-lists/outage/members', {
        raw: 'id\no-1@example.com\n',
        type: 'text/csv',
      });
      expect(csv.status).toBe(504);
      expect((await editor.call('GET', '/readyz')).status).toBe(503);
    } finally {
      await release();
    }
  });

  it('recovers by itself when the service is back, and the pending tickets complete', async () => {
    // Let the poller fail against the dead service a few times first.
    await new Promise((r) => setTimeout(r, 1000));
    for (const id of pending) expect((await ticket(id)).body.state).not.toBe('failed');
    await svc.start(1);
    await eventually(
      async () => ((await editor.call('GET', '/readyz')).status === 200 ? true : undefined),
      10_000,
      'ready again',
    );
    expect((await editor.call('GET', '/api/v2/target-lists')).status).toBe(200);
    await eventually(
      async () => ((await editor.call('GET', '/api/health')).body.status === 'ok' ? true : undefined),
      5000,
      'health ok again',
    );
    for (const id of pending) {
      const done = await eventually(
        async () => {
          const t = (await ticket(id)).body;
          return t.state === 'completed' || t.state === 'failed' ? t : undefined;
        },
        20_000,
        `ticket ${id}`,
      );
      expect(done.state).toBe('completed');
    }
    const members = await editor.call('GET', '/api/v2/target-lists/outage/members');
    expect(members.body.members.map((m: { id: string }) => m.id).sort()).toEqual([
      'o-1@example.com',
      'o-2@example.com',
    ]);
  });
});
