import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemo } from '../src/seed/seed-demo';
import { startTestService, type TestService } from './harness';

/** The demo data must be usable as shipped: every seeded master previews for a seeded subscriber. */
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
  await seedDemo(svc.service.app.db, svc.id, { subscribers: 300, seed: 7, messaging: {} });
});
afterAll(() => svc.close());

it('renders every seeded master, content blocks included, for a seeded subscriber', async () => {
  const db = svc.service.app.db.kysely;
  const masters = await db
    .selectFrom('masters')
    .select(['id', 'status'])
    .where('bu_id', '=', svc.id)
    .execute();
  const subscriber = await db
    .selectFrom('subscribers')
    .select('sub_id')
    .where('bu_id', '=', svc.id)
    .where('dead', '=', 0)
    .orderBy('pk')
    .executeTakeFirstOrThrow();
  const live = masters.filter((m) => m.status !== 'deleted');
  expect(live.length).toBeGreaterThan(5);
  for (const m of live) {
    const r = await svc.call('POST', '/v2/emails/preview', {
      body: { content: { templateId: String(m.id) }, renderSubscriber: { id: subscriber.sub_id } },
    });
    expect(r.status, `master ${m.id}: ${r.text.slice(0, 200)}`).toBe(200);
    expect(r.body.html.content).toContain('Unsubscribe');
    expect(r.body.html.content).not.toContain('{%');
    expect(r.body.text.content).not.toContain('{%');
  }
});
