import type { MasterTarget } from '@mailroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAudience } from '../src/masters/audience';
import { nowIso } from '../src/platform/time';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService, type TestUnit } from './harness';

let svc: TestService;
let unit: TestUnit;
let pks: Map<string, number>;

beforeAll(async () => {
  svc = await startTestService({ env: { MASTER_SCHEDULER_MS: '0' } });
  unit = await svc.newUnit();
  const db = svc.service.app.db;
  pks = await insertSubscribers(db, unit.id, [
    {
      id: 'ann@x.example',
      attrs: { city: 'Paris', loyaltyPoints: 500, tier: 'gold' },
      subscribed: ['Promotions'],
    },
    {
      id: 'bob@x.example',
      attrs: { city: 'Berlin', loyaltyPoints: 50 },
      subscribed: ['Promotions', 'Events'],
    },
    { id: 'cy@x.example', attrs: { city: 'paris', loyaltyPoints: 5000 }, subscribed: ['Events'] },
    { id: 'dee@x.example', attrs: { city: 'Rome' }, subscribed: ['Promotions'] },
    { id: 'dead@x.example', attrs: { city: 'Paris' }, subscribed: ['Promotions'], dead: true },
    { id: 'noemail', attrs: { city: 'Paris' }, subscribed: ['Promotions'] },
    { id: 'ex@x.example', attrs: { city: 'Paris' } },
  ]);
  // ex@ unsubscribed from Promotions; bob and ann are on the VIP list; ann opened master 77 yesterday.
  await db.kysely
    .insertInto('subscriptions')
    .values({
      subscriber_pk: pks.get('ex@x.example') ?? 0,
      division: 'Promotions',
      state: 'unsubscribed',
      time: nowIso(),
    })
    .execute();
  await unit.call('PUT', '/v2/target-lists/VIP', { body: { name: 'VIP' } });
  for (const id of ['ann@x.example', 'bob@x.example'])
    await unit.call('PUT', `/v2/target-lists/VIP/members/${id}`, { body: {} });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const old = new Date(Date.now() - 40 * 86_400_000).toISOString();
  await db.kysely
    .insertInto('events')
    .values([
      {
        bu_id: unit.id,
        subscriber_pk: pks.get('ann@x.example') ?? 0,
        master_id: '77',
        kind: 'open',
        message_id: null,
        url: null,
        time: yesterday,
      },
      {
        bu_id: unit.id,
        subscriber_pk: pks.get('dee@x.example') ?? 0,
        master_id: '77',
        kind: 'open',
        message_id: null,
        url: null,
        time: old,
      },
      {
        bu_id: unit.id,
        subscriber_pk: pks.get('bob@x.example') ?? 0,
        master_id: '78',
        kind: 'click',
        message_id: null,
        url: 'https://x',
        time: yesterday,
      },
    ])
    .execute();
  // Another unit with a Paris subscriber on its own VIP list: never in this unit's audience.
  const other = await svc.newUnit();
  await insertSubscribers(db, other.id, [
    { id: 'ann@x.example', attrs: { city: 'Paris' }, subscribed: ['Promotions'] },
  ]);
});
afterAll(() => svc.close());

async function audience(target: Partial<MasterTarget> | null, subscription = 'Promotions', batchSize = 2) {
  const full =
    target === null
      ? null
      : ({
          profile: true,
          subscriptions: { type: 'subscribed', divisions: [] },
          criteria: [],
          ...target,
        } as MasterTarget);
  const ids: string[] = [];
  for await (const batch of resolveAudience(
    svc.service.app.db,
    { id: unit.id },
    { subscription, target: full },
    { batchSize },
  ))
    ids.push(...batch.map((m) => m.subId));
  return ids.sort();
}

const attr = (name: string, operator: string, values: (string | number)[], more: object = {}) =>
  ({
    type: 'attribute' as const,
    name,
    operator,
    values,
    negate: false,
    join: 'AND' as const,
    ...more,
  }) as MasterTarget['criteria'][number];

describe('resolveAudience', () => {
  it('defaults to live subscribers of the master division with an e-mail (dead, unsubscribed excluded)', async () => {
    expect(await audience(null)).toEqual(['ann@x.example', 'bob@x.example', 'dee@x.example']);
    expect(await audience(null, 'Events', 1)).toEqual(['bob@x.example', 'cy@x.example']);
  });

  it('subscription types: divisions, and subscribedAndUnsubscribed', async () => {
    expect(
      await audience({ subscriptions: { type: 'subscribed', divisions: ['Events', 'Promotions'] } }),
    ).toEqual(['ann@x.example', 'bob@x.example', 'cy@x.example', 'dee@x.example']);
    expect(await audience({ subscriptions: { type: 'subscribedAndUnsubscribed', divisions: [] } })).toEqual([
      'ann@x.example',
      'bob@x.example',
      'dee@x.example',
      'ex@x.example',
    ]);
  });

  it('attribute operators', async () => {
    const one = async (c: MasterTarget['criteria'][number]) =>
      audience({ criteria: [c], subscriptions: { type: 'subscribed', divisions: ['Promotions', 'Events'] } });
    expect(await one(attr('city', 'equals', ['Paris', 'Rome']))).toEqual(['ann@x.example', 'dee@x.example']);
    expect(await one(attr('city', 'notEquals', ['Paris']))).toEqual([
      'bob@x.example',
      'cy@x.example',
      'dee@x.example',
    ]);
    expect(await one(attr('city', 'contains', ['AR']))).toEqual(['ann@x.example', 'cy@x.example']);
    expect(await one(attr('city', 'startsWith', ['ber']))).toEqual(['bob@x.example']);
    expect(await one(attr('city', 'endsWith', ['me']))).toEqual(['dee@x.example']);
    expect(await one(attr('loyaltyPoints', 'greaterThan', [100]))).toEqual(['ann@x.example', 'cy@x.example']);
    expect(await one(attr('loyaltyPoints', 'lessThan', [100]))).toEqual(['bob@x.example']);
    expect(await one(attr('loyaltyPoints', 'between', [50, 500]))).toEqual([
      'ann@x.example',
      'bob@x.example',
    ]);
    expect(await one(attr('tier', 'isEmpty', []))).toEqual([
      'bob@x.example',
      'cy@x.example',
      'dee@x.example',
    ]);
    expect(await one(attr('tier', 'isNotEmpty', []))).toEqual(['ann@x.example']);
  });

  it('negate includes subscribers without the attribute; AND narrows, OR widens within the subscriptions', async () => {
    expect(
      await audience({ criteria: [attr('loyaltyPoints', 'greaterThan', [100], { negate: true })] }),
    ).toEqual(['bob@x.example', 'dee@x.example']);
    const widened = await audience({
      criteria: [attr('city', 'equals', ['Paris']), attr('city', 'equals', ['Rome'], { join: 'OR' })],
    });
    expect(widened).toEqual(['ann@x.example', 'dee@x.example']);
    const narrowed = await audience({
      criteria: [
        attr('city', 'equals', ['Paris']),
        attr('tier', 'equals', ['gold'], { join: 'AND', negate: true }),
      ],
    });
    expect(narrowed).toEqual([]);
    // Waterfall order: (Paris OR Berlin) AND NOT VIP.
    const waterfall = await audience({
      criteria: [
        attr('city', 'equals', ['Paris']),
        attr('city', 'equals', ['Berlin'], { join: 'OR' }),
        { type: 'list', isMemberOf: ['VIP'], negate: true, join: 'AND' },
      ],
    });
    expect(waterfall).toEqual([]);
  });

  it('list membership and action criteria', async () => {
    expect(
      await audience({ criteria: [{ type: 'list', isMemberOf: ['VIP'], negate: false, join: 'AND' }] }),
    ).toEqual(['ann@x.example', 'bob@x.example']);
    const opened = {
      type: 'action' as const,
      action: 'opened' as const,
      masterId: '77',
      dayRange: 30,
      negate: false,
      join: 'AND' as const,
    };
    expect(await audience({ criteria: [opened] })).toEqual(['ann@x.example']);
    expect(await audience({ criteria: [{ ...opened, dayRange: 60 }] })).toEqual([
      'ann@x.example',
      'dee@x.example',
    ]);
    expect(await audience({ criteria: [{ ...opened, negate: true }] })).toEqual([
      'bob@x.example',
      'dee@x.example',
    ]);
    const clicked = { ...opened, action: 'clicked' as const, masterId: undefined };
    expect(await audience({ criteria: [clicked] })).toEqual(['bob@x.example']);
    const visited = {
      type: 'visited' as const,
      page: '/x',
      dayRange: 7,
      negate: false,
      join: 'AND' as const,
    };
    expect(await audience({ criteria: [visited] })).toEqual([]);
  });
});
