import { connect } from '@mailroom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../service/src/seed/seed-demo';
import { freshDatabaseUrl } from '../../../service/test/harness';
import type { Database } from '../../src/db/schema';
import { freePort, startBffProcess, type BffProcess } from '../bff-process';
import { ADMIN, Browser, eventually, Recorder } from '../harness';
import { ServiceControl } from './service-control';

/**
 * The BFF is SIGKILLed while it tracks pending tickets (a chunked CSV import, a proxied member import and a
 * report), then started again on the same database: every ticket still completes, none is lost or doubled.
 * The service runs without workers until the BFF is dead, so nothing can finish early and hide a loss.
 */
let svc: ServiceControl;
let bffDb: { url: string; drop(): Promise<void> };
let bff: BffProcess | undefined;
let port: number;
let env: Record<string, string>;
const recorder = new Recorder();

beforeAll(async () => {
  svc = await ServiceControl.create();
  await svc.start(0);
  await seedDemo(svc.running!.app.db, svc.buId, {
    subscribers: 600,
    lists: 2,
    listSize: 300,
    messages: 300,
    seed: 'crash',
    messaging: { masters: 4, deliveredMasters: 1, events: 200 },
  });
  bffDb = await freshDatabaseUrl();
  port = await freePort();
  env = {
    SERVICE_URL: svc.url,
    SERVICE_API_USER: svc.user,
    SERVICE_API_KEY: svc.key,
    DATABASE_URL: bffDb.url.replace('service.db', 'bff.db'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TICKET_POLL_MS: '300',
    TICKET_POLL_MAX_MS: '1000',
    IMPORT_CHUNK_SIZE: '100',
  };
  bff = await startBffProcess(env, port);
}, 120_000);

afterAll(async () => {
  await bff?.kill('SIGTERM');
  await svc?.close();
  await bffDb?.drop();
  expect(recorder.leaks(svc.key)).toEqual([]);
});

/** Tickets as the BFF's database holds them, read behind the (dead or alive) process's back. */
async function storedTickets() {
  const db = connect<Database>(env.DATABASE_URL!);
  try {
    return await db.kysely.selectFrom('tracked_tickets').select(['id', 'state', 'kind']).execute();
  } finally {
    await db.close();
  }
}

describe('a BFF crash while tickets are pending', () => {
  it('loses no ticket: after a restart every one completes', async () => {
    const b = new Browser(() => bff!.url, recorder);
    expect((await b.signIn(ADMIN.email, ADMIN.password)).status).toBe(201);
    const subs = await svc
      .running!.app.db.kysely.selectFrom('subscribers')
      .select('sub_id')
      .where('bu_id', '=', svc.buId)
      .limit(450)
      .execute();
    const ids = subs.map((s) => s.sub_id);
    expect((await b.call('PUT', '/api/v2/target-lists/crash', { body: { name: 'crash' } })).status).toBe(201);
    const csv = await b.call('POST', '/api/imports/target-lists/crash/members', {
      raw: `id\n${ids.slice(0, 400).join('\n')}\n`,
      type: 'text/csv',
    });
    expect(csv.status, csv.text).toBe(202);
    expect(csv.body.tickets).toHaveLength(4);
    const direct = await b.call('POST', '/api/v2/target-lists/crash/members/import', {
      body: { members: ids.slice(400).map((id) => ({ id })) },
    });
    expect(direct.status).toBe(202);
    const master = (await b.call('GET', '/api/v2/masters?limit=1&state=delivered')).body.masters[0];
    expect(master?.id).toBeTruthy();
    const report = await b.call('POST', '/api/v2/reports/master-events', {
      body: { filters: { masterId: master.id, opens: true, clicks: true } },
    });
    expect(report.status, report.text).toBe(202);

    await bff!.kill('SIGKILL');
    const atCrash = await storedTickets();
    expect(atCrash).toHaveLength(6);
    expect(atCrash.filter((t) => t.state === 'completed' || t.state === 'failed')).toEqual([]);

    // The service does the work while no BFF is there to hear about it; its callbacks fail.
    expect(await svc.running!.app.jobs.drain()).toBeGreaterThanOrEqual(6);
    bff = await startBffProcess(env, port);
    const done = await eventually(
      async () => {
        const t = await b.call('GET', '/api/tickets?limit=100');
        return t.body.tickets.every((x: { state: string }) => x.state === 'completed') ? t.body : undefined;
      },
      30_000,
      'every ticket completed',
    );
    expect(done.total).toBe(6);
    expect(new Set(done.tickets.map((t: { id: string }) => t.id))).toEqual(new Set(atCrash.map((t) => t.id)));
    const kinds = done.tickets.map((t: { kind: string }) => t.kind).sort();
    expect(kinds).toEqual([...Array<string>(5).fill('importTargetListMembers'), 'requestMasterEventReport']);
    const imp = await b.call('GET', `/api/imports/${csv.body.id}`);
    expect(imp.body.state).toBe('completed');
    expect(imp.body.counts).toMatchObject({ completed: 400, failed: 0 });
    const list = await b.call('GET', '/api/v2/target-lists/crash');
    expect(list.body.memberCount).toBe(450);
    const reportId = done.tickets.find((t: { kind: string }) => t.kind === 'requestMasterEventReport')
      .response.reportId;
    expect((await b.call('GET', `/api/reports/${reportId}/summary?format=json`)).status).toBe(200);
    expect(bff.output()).not.toContain(svc.key);
  }, 90_000);
});
