import { routeList } from '@mailroom/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../harness';
import { createUnitData, pathFor, snapshot, type UnitData } from './isolation-fixture';
import { arbitraryFor } from './schema-arbitrary';

let svc: TestService;
let data: UnitData;
beforeAll(async () => {
  svc = await startTestService();
  data = await createUnitData(svc, svc);
});
afterAll(() => svc.close());

/** A few bodies the route's schema accepts (fixed seed), so B's call gets past validation to the lookup. */
function validBodies(route: (typeof routeList)[number]): unknown[] {
  if (!route.body) return [undefined];
  const found = fc
    .sample(arbitraryFor(route.body), { seed: 7, numRuns: 200 })
    .filter((b) => route.body!.safeParse(b).success);
  return found.length > 0 ? found.slice(0, 3) : [{}];
}

it('shows unit B nothing of unit A on any route of the table, and B changes nothing of A', async () => {
  const b = await svc.newUnit();
  const before = await snapshot(svc, data);
  const leaks: string[] = [];
  const notHidden: string[] = [];
  let probes = 0;
  // Reads first, while B owns nothing of the same name; then the writes.
  const ordered = [...routeList].sort((x, y) => Number(x.method !== 'GET') - Number(y.method !== 'GET'));
  for (const route of ordered) {
    const path = pathFor(route.path, data);
    for (const body of validBodies(route)) {
      const r = await b.call(route.method, path, body === undefined ? {} : { body });
      probes++;
      if (r.text.includes(data.marker))
        leaks.push(`${route.method} ${path}: ${r.status} ${r.text.slice(0, 200)}`);
      expect(r.status, `${route.method} ${path}: ${r.text}`).toBeLessThan(500);
      if (route.method === 'GET' && route.path.includes('{') && r.status !== 404)
        notHidden.push(`${route.method} ${path}: ${r.status}`);
    }
  }
  // Ids of A inside bodies: a send, a test, a preview and a report on A's master.
  const crossRefs: [string, unknown][] = [
    ['/v2/emails/send', { content: { templateId: data.masterId }, recipients: [{ id: data.subscriber }] }],
    ['/v2/emails/test', { content: { templateId: data.masterId }, recipients: [{ email: 'b@example.com' }] }],
    ['/v2/emails/preview', { content: { templateId: data.masterId } }],
    ['/v2/reports/master-events', { filters: { masterId: data.masterId } }],
  ];
  for (const [path, body] of crossRefs) {
    const r = await b.call('POST', path, { body });
    probes++;
    if (r.text.includes(data.marker)) leaks.push(`POST ${path}: ${r.text.slice(0, 200)}`);
    if (r.status === 202) {
      const t = await b.waitForTicket(r.body.id);
      expect(t.state, `${path} on A's master: ${JSON.stringify(t)}`).toBe('failed');
      expect(JSON.stringify(t)).not.toContain(data.marker);
    } else expect([400, 404], `${path}: ${r.text}`).toContain(r.status);
  }
  console.log(`isolation: ${probes} probes by unit B over ${routeList.length} routes`);
  expect(leaks).toEqual([]);
  expect(notHidden).toEqual([]);
  expect(await snapshot(svc, data)).toEqual(before);
}, 120_000);
