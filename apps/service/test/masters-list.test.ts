import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestUnit } from './harness';
import { createMaster } from './masters-support';

let svc: TestService;
let unit: TestUnit;
const ids: Record<string, string> = {};
const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
const later = new Date(Date.now() + 40 * 86_400_000).toISOString();

beforeAll(async () => {
  svc = await startTestService({ env: { MASTER_SCHEDULER_MS: '0' } });
  unit = await svc.newUnit(`list-${crypto.randomBytes(3).toString('hex')}`);
  const make = async (key: string, o: Record<string, unknown>) =>
    (ids[key] = (await createMaster(unit, o)).id);
  await make('monday', { name: 'Monday deals', keywords: 'sale|weekly', campaign: 'welcome' });
  await make('sunday', {
    name: 'Sunday brunch',
    keywords: 'Food',
    campaign: 'welcome',
    subscription: 'Events',
  });
  await make('sales', { name: 'Big SALES event', keywords: '', campaign: 'other', triggered: true });
  await make('pct', { name: '100% off', keywords: 'x_y', campaign: 'other' });
  await make('soon', { name: 'soon', schedule: { frequency: 'once', start: soon } });
  await make('later', { name: 'later', schedule: { frequency: 'once', start: later } });
  for (const k of ['soon', 'later']) await unit.call('POST', `/v2/masters/${ids[k]}/enable`);
  await unit.call('POST', `/v2/masters/${ids.pct}/archive`);
});
afterAll(() => svc.close());

const names = async (query: Record<string, string | string[] | number>) => {
  const r = await unit.call('GET', '/v2/masters', { query });
  expect(r.status).toBe(200);
  return (r.body.masters as { name: string }[]).map((m) => m.name);
};

describe('GET /v2/masters filters', () => {
  it('lists non-archived masters sorted by id with the flat paging envelope', async () => {
    const r = await unit.call('GET', '/v2/masters', { query: { limit: 2, offset: 1 } });
    expect(r.body).toMatchObject({ total: 5, offset: 1, limit: 2, count: 2 });
    expect(r.body.masters.map((m: { name: string }) => m.name)).toEqual(['Sunday brunch', 'Big SALES event']);
    const zero = await unit.call('GET', '/v2/masters', { query: { limit: 0 } });
    expect(zero.body).toMatchObject({ total: 5, count: 0, masters: [] });
  });

  it('keyword is a case-insensitive substring over name and keywords; repeated keywords OR', async () => {
    expect(await names({ keyword: 'day' })).toEqual(['Monday deals', 'Sunday brunch']);
    expect(await names({ keyword: 'SALE' })).toEqual(['Monday deals', 'Big SALES event', 'soon', 'later']);
    expect(await names({ keyword: ['food', 'weekly'] })).toEqual(['Monday deals', 'Sunday brunch']);
    expect(await names({ keyword: '%', archived: 'all' })).toEqual(['100% off']);
    expect(await names({ keyword: '_', archived: 'all' })).toEqual(['100% off']);
  });

  it('different parameters AND: (sale OR Monday) AND campaign welcome', async () => {
    expect(await names({ keyword: ['sale', 'Monday'], campaign: 'welcome' })).toEqual(['Monday deals']);
    expect(await names({ campaign: 'other' })).toEqual(['Big SALES event']);
    expect(await names({ subscription: 'events' })).toEqual(['Sunday brunch']);
    expect(await names({ triggered: 'true' })).toEqual(['Big SALES event']);
    expect((await names({ triggered: 'false' })).length).toBe(4);
  });

  it('state takes a comma list; id repeats; archived true and all', async () => {
    expect(await names({ state: 'enabled' })).toEqual(['soon', 'later']);
    expect((await names({ state: 'enabled,disabled' })).length).toBe(5);
    expect(await names({ state: 'delivered' })).toEqual([]);
    expect(await names({ id: [ids.sunday ?? '', ids.sales ?? ''] })).toEqual([
      'Sunday brunch',
      'Big SALES event',
    ]);
    expect(await names({ id: '99999999999999' })).toEqual([]);
    expect(await names({ archived: 'true' })).toEqual(['100% off']);
    expect((await names({ archived: 'all' })).length).toBe(6);
    expect(await names({ archived: 'true', id: ids.monday ?? '' })).toEqual([]);
  });

  it('schedulePeriod selects by nextTimeToDeliver; a past period matches nothing', async () => {
    const now = new Date().toISOString().slice(0, 19) + 'Z';
    expect(await names({ schedulePeriod: `${now}/P7D` })).toEqual(['soon']);
    expect(await names({ schedulePeriod: `${now}/P60D` })).toEqual(['soon', 'later']);
    expect(await names({ schedulePeriod: '2020-01-01T00:00:00Z/2020-12-31T00:00:00Z' })).toEqual([]);
    expect(await names({ schedulePeriod: `2020-01-01T00:00:00Z/P${365 * 20}D` })).toEqual(['soon', 'later']);
  });

  it.each([
    [{ state: 'enabled,bogus' }, 'state must be a comma-separated list of'],
    [{ schedulePeriod: 'tomorrow' }, 'schedulePeriod must be an ISO 8601 interval'],
    [{ limit: 101 }, 'limit'],
    [{ triggered: 'maybe' }, 'triggered'],
    [{ archived: 'yes' }, 'archived must be true, false or all'],
    [{ id: 'abc' }, 'id'],
  ])('400 on %o', async (query, message) => {
    const r = await unit.call('GET', '/v2/masters', { query });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(message);
  });
});
