import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDueMasters } from '../src/masters/scheduler';
import { getMasterForSend, markDelivered, markHalted, touchListsUsed } from '../src/masters/state';
import { startTestService, type TestService } from './harness';
import { createMaster } from './masters-support';

let svc: TestService;
const seen: { masterId: string; scheduledFor: string }[] = [];

beforeAll(async () => {
  svc = await startTestService({ env: { MASTER_SCHEDULER_MS: '50' } });
  svc.service.app.jobs.register('master-delivery', (run) => {
    seen.push(JSON.parse(run.job.payload) as { masterId: string; scheduledFor: string });
    return Promise.resolve({ message: 'stub delivered' });
  });
});
afterAll(() => svc.close());

const db = () => svc.service.app.db.kysely;
const jobsFor = async (id: string) =>
  (
    await db()
      .selectFrom('jobs')
      .innerJoin('job_payloads', 'job_payloads.job_id', 'jobs.id')
      .select('job_payloads.payload')
      .where('jobs.kind', '=', 'master-delivery')
      .execute()
  )
    .map((j) => j.payload)
    .filter((p) => p.includes(`"masterId":"${id}"`));
const row = (id: string) =>
  db().selectFrom('masters').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

describe('master scheduler', () => {
  it('the running scheduler enqueues a due master once, and the handler gets {masterId, scheduledFor}', async () => {
    const m = await createMaster(svc, { schedule: { frequency: 'once', start: '2020-01-01T00:00:00Z' } });
    const before = Date.now();
    const e = await svc.call('POST', `/v2/masters/${m.id}/enable`);
    expect(e.status).toBe(200);
    // The scheduler may claim it before we could read next_time back: the due time is the enable time.
    for (let i = 0; i < 500 && !seen.some((s) => s.masterId === m.id); i++)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    const mine = seen.filter((s) => s.masterId === m.id);
    expect(mine).toHaveLength(1);
    const due = Date.parse(mine[0]?.scheduledFor ?? '');
    expect(due).toBeGreaterThanOrEqual(before - 5);
    expect(due).toBeLessThanOrEqual(Date.now());
    expect((await row(m.id)).next_time).toBeNull();
  });

  it('a recurring master moves next_time to the following delivery when claimed', async () => {
    const m = await createMaster(svc, {
      schedule: { frequency: 'hourly', interval: 2, start: '2020-01-01T00:00:00Z' },
    });
    await svc.call('POST', `/v2/masters/${m.id}/enable`);
    const due = (await row(m.id)).next_time ?? '';
    expect(Date.parse(due)).toBeGreaterThan(Date.now());
    await enqueueDueMasters(svc.service.app, new Date(Date.parse(due) + 1000));
    expect((await row(m.id)).next_time).toBe(new Date(Date.parse(due) + 2 * 3_600_000).toISOString());
    expect(await jobsFor(m.id)).toEqual([JSON.stringify({ masterId: m.id, scheduledFor: due })]);
  });

  it('several concurrent passes claim a due master exactly once', async () => {
    const m = await createMaster(svc, { schedule: { frequency: 'once', start: '2031-01-01T00:00:00Z' } });
    await svc.call('POST', `/v2/masters/${m.id}/enable`);
    const due = '2031-01-01T00:00:00.000Z';
    const at = new Date('2031-01-01T00:00:01Z');
    const claimed = await Promise.all([1, 2, 3, 4].map(() => enqueueDueMasters(svc.service.app, at)));
    expect(claimed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await jobsFor(m.id)).toEqual([JSON.stringify({ masterId: m.id, scheduledFor: due })]);
    expect((await row(m.id)).next_time).toBeNull();
  });

  it('disabled, archived and future masters are not enqueued', async () => {
    const m = await createMaster(svc, { schedule: { frequency: 'daily', start: '2035-01-01T00:00:00Z' } });
    await svc.call('POST', `/v2/masters/${m.id}/enable`);
    await enqueueDueMasters(svc.service.app, new Date('2034-12-31T23:59:59Z'));
    expect(await jobsFor(m.id)).toEqual([]);
    await svc.call('POST', `/v2/masters/${m.id}/disable`);
    await enqueueDueMasters(svc.service.app, new Date('2036-01-01T00:00:00Z'));
    expect(await jobsFor(m.id)).toEqual([]);
    const archived = await createMaster(svc, {
      schedule: { frequency: 'once', start: '2035-01-01T00:00:00Z' },
    });
    await svc.call('POST', `/v2/masters/${archived.id}/archive`);
    await enqueueDueMasters(svc.service.app, new Date('2036-01-01T00:00:00Z'));
    expect(await jobsFor(archived.id)).toEqual([]);
  });
});

describe('delivery helpers (state.ts)', () => {
  it('markDelivered makes a finished once master delivered; markHalted records the reason', async () => {
    const list = `L-${Date.now()}`;
    await svc.call('PUT', `/v2/target-lists/${list}`, { body: { name: list } });
    const m = await createMaster(svc, {
      schedule: { frequency: 'once', start: '2032-01-01T00:00:00Z' },
      target: { profile: true, subscriptions: {}, criteria: [{ type: 'list', isMemberOf: [list] }] },
    });
    await svc.call('POST', `/v2/masters/${m.id}/enable`);
    await enqueueDueMasters(svc.service.app, new Date('2032-01-01T00:00:00Z'));
    const send = await getMasterForSend(db(), svc.id, m.id);
    expect(send).toMatchObject({ id: m.id, status: 'enabled', archived: false, subscription: 'Promotions' });
    expect(send?.links).toEqual([{ url: 'https://shop.example/sale', name: 'the sale' }]);
    expect(await getMasterForSend(db(), svc.id + 999, m.id)).toBeUndefined();
    await db()
      .transaction()
      .execute(async (trx) => {
        await markDelivered(trx, m.id);
        if (send) await touchListsUsed(trx, send);
      });
    const got = await svc.call('GET', `/v2/masters/${m.id}`);
    expect(got.body.status).toBe('delivered');
    expect((await svc.call('GET', `/v2/target-lists/${list}`)).body.lastUsed).not.toBeNull();

    const r = await createMaster(svc);
    await svc.call('POST', `/v2/masters/${r.id}/enable`);
    await markDelivered(db(), r.id);
    expect((await row(r.id)).status).toBe('enabled');
    expect(await markHalted(db(), r.id, 'SMTP refused')).toBe(true);
    expect(await row(r.id)).toMatchObject({
      status: 'halted',
      status_reason: 'SMTP refused',
      next_time: null,
    });
    expect((await svc.call('POST', `/v2/masters/${r.id}/disable`)).body.status).toBe('disabled');
  });
});
