import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iterateReportEvents } from '../src/reports/iterate';
import { insertTicket } from '../src/tickets/ticket-store';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService, type TestUnit } from './harness';
import {
  DAY,
  HOUR,
  insertEvents,
  insertMaster,
  wire,
  type EventSpec,
  requestReport,
} from './reports-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

const db = () => svc.service.app.db;

/** Three subscribers, one master: a known history two days ago, one open ten days ago, one test-send open. */
async function knownHistory(unit: TestUnit) {
  const pks = await insertSubscribers(db(), unit.id, [
    { id: 'ann@example.com' },
    { id: 'bob@example.com' },
    { id: 'cat@example.com' },
  ]);
  const [a, b, c] = ['ann@example.com', 'bob@example.com', 'cat@example.com'].map((id) => pks.get(id)!);
  const masterId = await insertMaster(db(), unit.id);
  const other = await insertMaster(db(), unit.id, 'Other master');
  // On the hour plus five minutes, so which hour bucket each event falls in is known.
  const t0 = Math.floor((Date.now() - 2 * DAY) / HOUR) * HOUR + 300_000;
  const fiveDaysAgo = Date.now() - 5 * DAY;
  const events: EventSpec[] = [
    { kind: 'sent', pk: a!, at: t0 },
    { kind: 'sent', pk: b!, at: t0 },
    { kind: 'sent', pk: c!, at: t0 },
    { kind: 'delivered', pk: a!, at: t0 + 5000 },
    { kind: 'delivered', pk: b!, at: t0 + 5000 },
    { kind: 'bounce', pk: c!, at: t0 + 60_000, detail: 'hard: 550 no such user' },
    { kind: 'open', pk: a!, at: t0 + 12 * HOUR },
    { kind: 'click', pk: a!, at: t0 + 12 * HOUR + 600_000, url: 'https://shop.example.com/sale' },
    { kind: 'open', pk: a!, at: t0 + 13 * HOUR },
    { kind: 'open', pk: b!, at: t0 + 14 * HOUR },
    { kind: 'unsubscribe', pk: b!, at: t0 + 20 * HOUR },
    { kind: 'open', pk: b!, at: Date.now() - 10 * DAY },
    { kind: 'open', pk: c!, at: fiveDaysAgo },
  ];
  await insertEvents(db(), unit.id, masterId, events);
  await insertEvents(db(), unit.id, other, [{ kind: 'open', pk: a!, at: t0 + HOUR }]);
  // A test send's open must never count, even if tracking recorded one.
  await db()
    .kysely.insertInto('messages')
    .values({
      id: `test-${masterId}`,
      bu_id: unit.id,
      subscriber_pk: c!,
      email: 'cat@example.com',
      template_id: masterId,
      division: null,
      subject: 'PREVIEW',
      is_test: 1,
      transactional: 0,
      status: 'delivered',
      created_at: new Date(t0).toISOString(),
    })
    .execute();
  await insertEvents(db(), unit.id, masterId, [
    { kind: 'open', pk: c!, at: t0 + 3 * HOUR, messageId: `test-${masterId}` },
  ]);
  return { masterId, t0, fiveDaysAgo };
}

describe('POST /v2/reports/master-events', () => {
  it('answers 202 with a ticket whose response names the report, and the report has the known counts', async () => {
    const unit = await svc.newUnit();
    const { masterId, t0, fiveDaysAgo } = await knownHistory(unit);
    const { accepted, ticket, id } = await requestReport(unit, {
      masterId,
      opens: true,
      clicks: true,
      bounces: true,
      unsubscribes: true,
    });
    expect(accepted.headers.get('content-location')).toMatch(new RegExp(`/v2/tickets/${accepted.body.id}$`));
    expect(ticket.response).toEqual({ reportId: id, location: `/v2/reports/master-events/${id}` });

    const r = await unit.call('GET', ticket.response.location);
    expect(r.status, r.text).toBe(200);
    expect(r.body.counts).toEqual({
      sent: 3,
      delivered: 2,
      opens: 4,
      clicks: 1,
      bounces: 1,
      unsubscribes: 1,
      uniqueOpens: false,
      uniqueClicks: false,
      uniqueOpenCount: 3,
      uniqueClickCount: 1,
    });
    expect(r.body.opens).toEqual([
      `cat@example.com,${wire(fiveDaysAgo)}`,
      `ann@example.com,${wire(t0 + 12 * HOUR)}`,
      `ann@example.com,${wire(t0 + 13 * HOUR)}`,
      `bob@example.com,${wire(t0 + 14 * HOUR)}`,
    ]);
    expect(r.body.clicks).toEqual([
      `ann@example.com,${wire(t0 + 12 * HOUR + 600_000)},https://shop.example.com/sale`,
    ]);
    expect(r.body.bounces).toEqual([`cat@example.com,${wire(t0 + 60_000)},hard`]);
    expect(r.body.unsubscribes).toEqual([`bob@example.com,${wire(t0 + 20 * HOUR)}`]);
    expect(r.body.filters).toMatchObject({
      masterId,
      opens: true,
      clicks: true,
      bounces: true,
      unsubscribes: true,
    });
    expect(Date.parse(r.body.expiresAt) - Date.parse(r.body.requestedAt)).toBe(7 * DAY);
  });

  it('covers the last seven days by default and echoes the period as start/end', async () => {
    const unit = await svc.newUnit();
    const { masterId } = await knownHistory(unit);
    const before = Date.now();
    const { id } = await requestReport(unit, { masterId });
    const r = await unit.call('GET', `/v2/reports/master-events/${id}`);
    const [start, end] = (r.body.filters.period as string).split('/').map((x) => Date.parse(x));
    expect(end! - start!).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(end! - start!).toBeLessThanOrEqual(7 * DAY);
    expect(Math.abs(end! - before)).toBeLessThan(5000);
    // The open ten days ago is outside; the one five days ago inside.
    expect(r.body.counts.opens).toBe(4);
    expect(r.body).not.toHaveProperty('opens');
    expect(r.body).not.toHaveProperty('clicks');
  });

  it('takes a duration as the last so many days, and an explicit interval', async () => {
    const unit = await svc.newUnit();
    const { masterId, t0 } = await knownHistory(unit);
    const last3 = await requestReport(unit, { masterId, period: 'P3D', opens: true });
    const r3 = await unit.call('GET', `/v2/reports/master-events/${last3.id}`);
    expect(r3.body.counts.opens).toBe(3);
    expect(r3.body.opens).toHaveLength(3);
    expect(r3.body).not.toHaveProperty('bounces');

    const period = `${wire(Date.now() - 11 * DAY)}/${wire(t0 + 13 * HOUR)}`;
    const custom = await requestReport(unit, { masterId, period });
    const rc = await unit.call('GET', `/v2/reports/master-events/${custom.id}`);
    expect(rc.body.filters.period).toBe(period);
    // Ten days ago, five days ago and the first open at t0+12h; t0+13h is the exclusive end.
    expect(rc.body.counts.opens).toBe(3);
    expect(rc.body.counts.unsubscribes).toBe(0);
  });

  it('lays out an hourly timeline of opens and clicks from the send to the last engagement', async () => {
    const unit = await svc.newUnit();
    const { masterId, t0 } = await knownHistory(unit);
    const { id } = await requestReport(unit, { masterId, period: 'P3D' });
    const r = await unit.call('GET', `/v2/reports/master-events/${id}`);
    const timeline = r.body.timeline as { hour: string; opens: number; clicks: number }[];
    const hour0 = t0 - 300_000;
    expect(timeline[0]).toEqual({ hour: wire(hour0), opens: 0, clicks: 0 });
    // From the send's hour to the last open at t0+14h: 15 hours, the empty ones included.
    expect(timeline).toHaveLength(15);
    expect(timeline.reduce((s, b) => s + b.opens, 0)).toBe(3);
    expect(timeline[12]).toEqual({ hour: wire(hour0 + 12 * HOUR), opens: 1, clicks: 1 });
    expect(timeline[14]).toEqual({ hour: wire(hour0 + 14 * HOUR), opens: 1, clicks: 0 });
  });

  it('freezes the event set at the request: later events stay out', async () => {
    const unit = await svc.newUnit();
    const { masterId } = await knownHistory(unit);
    const r = await unit.call('POST', '/v2/reports/master-events', {
      body: { filters: { masterId, opens: true } },
    });
    const [pk] = (await insertSubscribers(db(), unit.id, [{ id: 'late@example.com' }])).values();
    await insertEvents(db(), unit.id, masterId, [{ kind: 'open', pk: pk!, at: Date.now() - HOUR }]);
    const ticket = await unit.waitForTicket(r.body.id);
    const report = await unit.call('GET', ticket.response.location);
    expect(report.body.counts.opens).toBe(4);
    expect(report.body.opens.join(' ')).not.toContain('late@example.com');
  });

  it('answers 400 naming the field', async () => {
    const unit = await svc.newUnit();
    const cases: [unknown, RegExp][] = [
      [{ filters: {} }, /^filters\.masterId is required/],
      [{ filters: { masterId: 'abc' } }, /^filters\.masterId must be a master id/],
      [{ filters: { masterId: '1', period: 'last week' } }, /^filters\.period must be an ISO 8601 interval/],
      [{ filters: { masterId: '1', period: 'PT0S' } }, /^filters\.period must be/],
      [{ filters: { masterId: '1', opens: 'yes' } }, /^filters\.opens /],
      [{}, /^filters is required/],
    ];
    for (const [body, message] of cases) {
      const r = await unit.call('POST', '/v2/reports/master-events', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.message).toMatch(message);
    }
  });

  it('answers 404 naming an unknown master, or one of another unit', async () => {
    const unit = await svc.newUnit();
    const other = await svc.newUnit();
    const theirs = await insertMaster(db(), other.id);
    for (const masterId of ['999999', theirs, '999999999999']) {
      const r = await unit.call('POST', '/v2/reports/master-events', { body: { filters: { masterId } } });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'not_found' });
      expect(r.body.message).toContain(`master "${masterId}" does not exist`);
    }
  });

  it('answers 401 without credentials', async () => {
    const r = await svc.call('POST', '/v2/reports/master-events', {
      body: { filters: { masterId: '1' } },
      auth: false,
    });
    expect(r.status).toBe(401);
    const g = await svc.call('GET', '/v2/reports/master-events/x', { auth: false });
    expect(g.status).toBe(401);
  });
});

describe('GET /v2/reports/master-events/{id}', () => {
  it('pages every event list with limit and offset, oldest first, without gaps or repeats', async () => {
    const unit = await svc.newUnit();
    const subs = Array.from({ length: 25 }, (_, i) => ({ id: `p${String(i).padStart(2, '0')}@example.com` }));
    const pks = await insertSubscribers(db(), unit.id, subs);
    const masterId = await insertMaster(db(), unit.id);
    const t0 = Date.now() - DAY;
    // Inserted newest first, so id order and time order differ: the lists follow time.
    const events: EventSpec[] = subs.map((s, i) => ({
      kind: 'open',
      pk: pks.get(s.id)!,
      at: t0 + (25 - i) * 60_000,
    }));
    await insertEvents(db(), unit.id, masterId, events);
    const { id } = await requestReport(unit, { masterId, opens: true, clicks: true });
    const all = await unit.call('GET', `/v2/reports/master-events/${id}`);
    expect(all.body.opens).toHaveLength(25);
    expect(all.body.opens[0]).toBe(`p24@example.com,${wire(t0 + 60_000)}`);
    expect(all.body).toMatchObject({ offset: 0, limit: 1000, clicks: [] });
    const pages: string[] = [];
    for (const offset of [0, 10, 20]) {
      const p = await unit.call('GET', `/v2/reports/master-events/${id}`, { query: { limit: 10, offset } });
      expect(p.status).toBe(200);
      expect(p.body).toMatchObject({ offset, limit: 10 });
      pages.push(...(p.body.opens as string[]));
    }
    expect(pages).toEqual(all.body.opens);
    const zero = await unit.call('GET', `/v2/reports/master-events/${id}`, { query: { limit: 0 } });
    expect(zero.body.opens).toEqual([]);
    expect(zero.body.counts.opens).toBe(25);
    const bad = await unit.call('GET', `/v2/reports/master-events/${id}`, { query: { limit: 10_001 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be an integer from 0 to 10000');

    const streamed: string[] = [];
    for await (const row of iterateReportEvents(db(), unit.id, id, ['open'])) streamed.push(row.subscriberId);
    expect(streamed).toEqual(subs.map((s) => s.id).reverse());
  });

  it('answers 404 for an unknown report, another unit, a report not ready and an expired one', async () => {
    const unit = await svc.newUnit();
    const other = await svc.newUnit();
    const { masterId } = await knownHistory(unit);
    const { id } = await requestReport(unit, { masterId });

    const unknown = await unit.call('GET', '/v2/reports/master-events/no-such-report');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('report "no-such-report" does not exist');
    const foreign = await other.call('GET', `/v2/reports/master-events/${id}`);
    expect(foreign.status).toBe(404);

    const pending = await insertTicket(db().kysely, {
      buId: unit.id,
      kind: 'master-event-report',
      user: unit.user,
      uri: '/v2/reports/master-events',
      requestId: 'x',
      message: 'accepted',
    });
    const notReady = await unit.call('GET', `/v2/reports/master-events/${pending.id}`);
    expect(notReady.status).toBe(404);
    expect(notReady.body.message).toContain(`not ready yet: see its ticket /v2/tickets/${pending.id}`);

    await db()
      .kysely.updateTable('reports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const expired = await unit.call('GET', `/v2/reports/master-events/${id}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toMatch(new RegExp(`^report "${id}" expired on `));
    // The next report computed purges it.
    await requestReport(unit, { masterId });
    const gone = await db().kysely.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('GET /v2/masters/{id}/stats (extension)', () => {
  it('counts every event of the master over all time, test sends excluded, and nobody else sees it', async () => {
    const unit = await svc.newUnit();
    const { masterId, t0 } = await knownHistory(unit);
    const r = await unit.call('GET', `/v2/masters/${masterId}/stats`);
    expect(r.status, r.text).toBe(200);
    // Five opens: the report's four within seven days plus the one ten days ago; not the test send's.
    expect(r.body).toEqual({
      masterId,
      sent: 3,
      delivered: 2,
      opens: 5,
      clicks: 1,
      bounces: 1,
      unsubscribes: 1,
      lastEventAt: wire(t0 + 20 * HOUR),
    });
    const other = await svc.newUnit();
    expect((await other.call('GET', `/v2/masters/${masterId}/stats`)).status).toBe(404);
  });

  it('answers zeros for a master with no events yet', async () => {
    const unit = await svc.newUnit();
    const masterId = await insertMaster(db(), unit.id, 'Quiet master');
    const r = await unit.call('GET', `/v2/masters/${masterId}/stats`);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ sent: 0, opens: 0, clicks: 0, lastEventAt: null });
  });
});
