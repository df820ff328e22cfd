import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';
import { createMaster } from './masters-support';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { MASTER_SCHEDULER_MS: '0' } });
});
afterAll(() => svc.close());

const act = (id: string, action: string) => svc.call('POST', `/v2/masters/${id}/${action}`);
const setStatus = (id: string, status: 'delivered' | 'halted' | 'paused' | 'deleted') =>
  svc.service.app.db.kysely.updateTable('masters').set({ status }).where('id', '=', Number(id)).execute();

describe('master state machine', () => {
  it('enable needs subject, content, target and schedule, naming what is missing', async () => {
    const r = await svc.call('POST', '/v2/masters', { body: { name: 'bare', subscription: 'Events' } });
    const e = await act(r.body.id, 'enable');
    expect(e.status).toBe(400);
    expect(e.body.code).toBe('invalid_state');
    expect(e.body.message).toContain(
      'no envelope subject, no content (html or text), no target, no schedule',
    );
  });

  it('enable from disabled sets nextTimeToDeliver; enable again is 200 unchanged; disable clears it', async () => {
    const m = await createMaster(svc);
    const e = await act(m.id, 'enable');
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ status: 'enabled', nextTimeToDeliver: '2030-01-01T10:00:00Z' });
    const again = await act(m.id, 'enable');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(e.body);
    const d = await act(m.id, 'disable');
    expect(d.body).toMatchObject({ status: 'disabled', nextTimeToDeliver: null });
    const d2 = await act(m.id, 'disable');
    expect(d2.status).toBe(200);
    expect(d2.body.status).toBe('disabled');
  });

  it('a once schedule already past delivers at once; a recurring one past its stop cannot be enabled', async () => {
    const once = await createMaster(svc, { schedule: { frequency: 'once', start: '2020-01-01T00:00:00Z' } });
    const e = await act(once.id, 'enable');
    expect(e.status).toBe(200);
    expect(Date.parse(e.body.nextTimeToDeliver)).toBeLessThanOrEqual(Date.now());
    const over = await createMaster(svc, {
      schedule: { frequency: 'daily', start: '2020-01-01T00:00:00Z', stop: '2020-02-01T00:00:00Z' },
    });
    const r = await act(over.id, 'enable');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('no delivery left');
  });

  it('archive only from disabled or delivered, idempotent; archived masters stay readable but not editable', async () => {
    const m = await createMaster(svc);
    await act(m.id, 'enable');
    const refused = await act(m.id, 'archive');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(
      'status is enabled cannot be archived; allowed from: disabled, delivered',
    );
    await act(m.id, 'disable');
    const a = await act(m.id, 'archive');
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ archived: true, status: 'disabled' });
    expect((await act(m.id, 'archive')).status).toBe(200);
    expect((await svc.call('GET', `/v2/masters/${m.id}`)).body.archived).toBe(true);
    expect((await svc.call('GET', `/v2/masters/${m.id}/template`)).status).toBe(200);
    const e = await act(m.id, 'enable');
    expect(e.status).toBe(404);
    expect(e.body.message).toContain('is archived');
    const put = await svc.call('PUT', `/v2/masters/${m.id}/schedule`, {
      body: { frequency: 'once', start: '2031-01-01T00:00:00Z' },
    });
    expect(put.status).toBe(404);

    const delivered = await createMaster(svc);
    await setStatus(delivered.id, 'delivered');
    expect((await act(delivered.id, 'archive')).body).toMatchObject({ archived: true, status: 'delivered' });
  });

  it.each([
    ['delivered', 'enable', 400, 'status is delivered cannot be enabled'],
    ['delivered', 'disable', 400, 'status is delivered cannot be disabled'],
    ['halted', 'enable', 400, 'status is halted cannot be enabled'],
    ['halted', 'disable', 200, 'disabled'],
    ['halted', 'archive', 400, 'status is halted cannot be archived'],
    ['paused', 'disable', 200, 'disabled'],
    ['paused', 'enable', 400, 'status is paused cannot be enabled'],
    ['deleted', 'disable', 400, 'status is deleted cannot be disabled'],
    ['deleted', 'archive', 400, 'status is deleted cannot be archived'],
  ] as const)('from %s, %s answers %i', async (state, action, status, text) => {
    const m = await createMaster(svc);
    await setStatus(m.id, state);
    const r = await act(m.id, action);
    expect(r.status).toBe(status);
    if (status === 200) expect(r.body.status).toBe(text);
    else {
      expect(r.body.code).toBe('invalid_state');
      expect(r.body.message).toContain(text);
    }
  });

  it('edits of a delivered or halted master name the state; a deleted master is gone for GET', async () => {
    const m = await createMaster(svc);
    await setStatus(m.id, 'halted');
    const r = await svc.call('PUT', `/v2/masters/${m.id}`, { body: { name: 'x', subscription: 'Events' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('status is halted cannot be changed (disable it first)');
    await setStatus(m.id, 'deleted');
    expect((await svc.call('GET', `/v2/masters/${m.id}`)).status).toBe(404);
  });
});
