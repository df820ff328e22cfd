import type { TestUnit } from './harness';

/** A complete, enable-able master body (POST /v2/masters), with overrides. */
export function fullMaster(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Spring sale',
    subscription: 'Promotions',
    campaign: 'spring',
    keywords: 'sale|spring',
    envelope: { subject: 'Hello {{ firstName }}', from: 'news@shop.example', fromFriendly: 'Shop' },
    content: { html: '<p>Hi <a href="https://shop.example/sale">the sale</a></p>', text: 'Hi' },
    target: { profile: true, subscriptions: { type: 'subscribed' } },
    schedule: { frequency: 'daily', start: '2030-01-01T10:00:00Z' },
    ...overrides,
  };
}

export async function createMaster(unit: TestUnit, overrides: Record<string, unknown> = {}) {
  const r = await unit.call('POST', '/v2/masters', { body: fullMaster(overrides) });
  if (r.status !== 201) throw new Error(`create master: ${r.status} ${r.text}`);
  return r.body as { id: string; [k: string]: unknown };
}
