import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertSubscribers } from '../fixtures';
import { DAY, HOUR, insertEvents, insertMaster, type EventSpec } from '../reports-fixtures';
import { ChildService } from './child-service';
import { storeProblems } from './store-invariants';

const N = 3000;
let svc: ChildService;
beforeAll(async () => {
  svc = new ChildService();
  await svc.init();
});
afterAll(() => svc.close());

/** A history whose counts are known by construction: every subscriber sent and delivered, some opened, etc. */
function history(pks: number[], t0: number) {
  const events: EventSpec[] = [];
  const expected = {
    sent: 0,
    delivered: 0,
    opens: 0,
    clicks: 0,
    bounces: 0,
    uniqueOpenCount: 0,
    uniqueClickCount: 0,
  };
  pks.forEach((pk, i) => {
    const at = t0 + (i % 40) * HOUR;
    events.push({ kind: 'sent', pk, at }, { kind: 'delivered', pk, at: at + 1000 });
    expected.sent++;
    expected.delivered++;
    const opens = i % 3 === 0 ? 2 : i % 3 === 1 ? 1 : 0;
    for (let o = 0; o < opens; o++) events.push({ kind: 'open', pk, at: at + 60_000 * (o + 1) });
    expected.opens += opens;
    if (opens > 0) expected.uniqueOpenCount++;
    if (i % 5 === 0) {
      events.push({ kind: 'click', pk, at: at + 300_000, url: 'https://shop.example.com/sale' });
      expected.clicks++;
      expected.uniqueClickCount++;
    }
    if (i % 50 === 0) {
      events.push({ kind: 'bounce', pk, at: at + 2000, detail: 'hard' });
      expected.bounces++;
    }
  });
  return { events, expected };
}

it('completes a report request interrupted by SIGKILL, with the counts of the history', async () => {
  const ids = Array.from({ length: N }, (_, i) => `crash-report-${i}@example.com`);
  const pks = await insertSubscribers(
    svc.db,
    svc.buId,
    ids.map((id) => ({ id })),
  );
  const masterId = await insertMaster(svc.db, svc.buId);
  const t0 = Math.floor((Date.now() - 3 * DAY) / HOUR) * HOUR;
  const { events, expected } = history(
    ids.map((id) => pks.get(id)!),
    t0,
  );
  await insertEvents(svc.db, svc.buId, masterId, events);

  let api = await svc.start();
  // Killed while the job is being worked on, before its report is saved. The job takes tens of milliseconds; on a
  // loaded machine the poll below can miss that window, so a request seen finished is followed by another one.
  let ticketId = '';
  for (let attempt = 1; ; attempt++) {
    const accepted = await api.call('POST', '/v2/reports/master-events', {
      body: { filters: { masterId, opens: true, clicks: true, bounces: true } },
    });
    expect(accepted.status, accepted.text).toBe(202);
    ticketId = accepted.body.id as string;
    let state: string | undefined;
    await svc.waitInStore('the report job running or finished', async () => {
      const job = await svc.db.kysely
        .selectFrom('jobs')
        .select('state')
        .where('ticket_id', '=', ticketId)
        .executeTakeFirst();
      state = job?.state;
      return state === 'running' || state === 'done' || state === 'failed';
    });
    if (state === 'running') break;
    expect(state, 'the report job failed').toBe('done');
    if (attempt === 5) throw new Error('five report jobs finished before one was seen running');
  }
  await svc.kill();
  const atKill = await svc.db.kysely
    .selectFrom('tickets')
    .select('state')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  expect(atKill.state, 'the report finished before the kill').not.toBe('completed');
  const saved = await svc.db.kysely.selectFrom('reports').select('id').where('id', '=', ticketId).execute();
  expect(saved).toEqual([]);

  api = await svc.start();
  const ticket = await api.waitForTicket(ticketId, 60_000);
  expect(ticket.state).toBe('completed');
  const report = await api.call('GET', ticket.response.location);
  expect(report.status, report.text).toBe(200);
  expect(report.body.counts).toMatchObject(expected);
  // Event lists come in pages of at most 1000.
  expect(report.body.opens).toHaveLength(Math.min(expected.opens, 1000));
  expect(report.body.clicks).toHaveLength(Math.min(expected.clicks, 1000));
  expect(report.body.bounces).toHaveLength(Math.min(expected.bounces, 1000));
  expect(await storeProblems(svc.db)).toEqual([]);
}, 120_000);
