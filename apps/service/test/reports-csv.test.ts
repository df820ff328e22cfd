import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { CSV_PAGE } from '../src/reports/event-csv';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService, type TestUnit } from './harness';
import { DAY, insertEvents, insertMaster, type EventSpec, requestReport, wire } from './reports-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

const db = () => svc.service.app.db;
const csv = (unit: TestUnit, id: string, query: Record<string, string> = {}, accept = 'text/csv') =>
  unit.call('GET', `/v2/reports/master-events/${id}`, { query, headers: { accept } });

/**
 * A report of every kind: `opens` opens (more than a CSV page, with ties in time), clicks on URLs that need CSV
 * quoting, a hard and a soft bounce, an unsubscribe; subscriber ids with a comma and a quote.
 */
async function fullReport(unit: TestUnit, opens: number) {
  const ids = ['plain@example.com', 'comma,id@example.com', 'quote"id@example.com'];
  const pks = await insertSubscribers(
    db(),
    unit.id,
    ids.map((id) => ({ id })),
  );
  const pk = (i: number) => pks.get(ids[i % ids.length]!)!;
  const masterId = await insertMaster(db(), unit.id);
  const t0 = Date.now() - DAY;
  const events: EventSpec[] = [
    ...Array.from({ length: opens }, (_, i) => ({
      kind: 'open' as const,
      pk: pk(i),
      at: t0 + Math.floor(i / 7) * 1000,
    })),
    { kind: 'click', pk: pk(0), at: t0 + 5, url: 'https://shop.example.com/a?b=1,2' },
    { kind: 'click', pk: pk(1), at: t0 + 6, url: 'https://shop.example.com/"q"' },
    { kind: 'bounce', pk: pk(2), at: t0 + 7, detail: 'hard: 550 mailbox unknown' },
    { kind: 'bounce', pk: pk(0), at: t0 + 8, detail: 'mailbox full' },
    { kind: 'unsubscribe', pk: pk(1), at: t0 + 9 },
  ];
  await insertEvents(db(), unit.id, masterId, events);
  const flags = { opens: true, clicks: true, bounces: true, unsubscribes: true };
  return { id: (await requestReport(unit, { masterId, ...flags })).id, t0 };
}

/** Every entry of one list through the JSON pages, as the spec's strings. */
async function jsonList(unit: TestUnit, id: string, list: string): Promise<string[]> {
  const out: string[] = [];
  for (let offset = 0; ; offset += 10_000) {
    const r = await unit.call('GET', `/v2/reports/master-events/${id}`, {
      query: { lists: list, limit: 10_000, offset },
    });
    const page = r.body[list] as string[];
    out.push(...page);
    if (page.length < 10_000) return out;
  }
}

describe('GET /v2/reports/master-events/{id} with Accept: text/csv (extension)', () => {
  it('streams every event of every list, in list order, the same entries as the JSON pages', async () => {
    const unit = await svc.newUnit();
    const opens = CSV_PAGE * 2 + 13; // three pages of opens, the last one short
    const { id, t0 } = await fullReport(unit, opens);
    const r = await csv(unit, id);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.text.startsWith('kind,subscriberId,time,url,detail\n')).toBe(true);
    const rows = parse<Record<string, string>>(r.text, { columns: true });
    expect(rows).toHaveLength(opens + 5);
    expect(rows.map((x) => x.kind)).toEqual([
      ...Array<string>(opens).fill('open'),
      'click',
      'click',
      'bounce',
      'bounce',
      'unsubscribe',
    ]);
    // The same events, in the same order, as the JSON answer's strings.
    const asEntry = (x: Record<string, string>) =>
      [
        x.subscriberId,
        x.time,
        ...(x.kind === 'click' ? [x.url] : x.kind === 'bounce' ? [x.detail] : []),
      ].join(',');
    for (const [list, kind] of [
      ['opens', 'open'],
      ['clicks', 'click'],
      ['bounces', 'bounce'],
      ['unsubscribes', 'unsubscribe'],
    ] as const)
      expect(rows.filter((x) => x.kind === kind).map(asEntry), list).toEqual(await jsonList(unit, id, list));
    // Quoting: commas and quotes in ids and URLs survive a CSV parser; bounce details are hard or soft.
    expect(rows.filter((x) => x.kind === 'click').map((x) => x.url)).toEqual([
      'https://shop.example.com/a?b=1,2',
      'https://shop.example.com/"q"',
    ]);
    expect(new Set(rows.map((x) => x.subscriberId))).toEqual(
      new Set(['plain@example.com', 'comma,id@example.com', 'quote"id@example.com']),
    );
    expect(rows.filter((x) => x.kind === 'bounce').map((x) => x.detail)).toEqual(['hard', 'soft']);
    expect(rows.filter((x) => x.kind !== 'click').every((x) => x.url === '')).toBe(true);
    expect(rows[0]!.time).toBe(wire(t0));
    expect(new Set(rows.map((x) => x.time)).size).toBeLessThan(opens); // ties in time crossed page borders
  });

  it('narrows to the lists named, keeps the list order, and answers only the header for no list', async () => {
    const unit = await svc.newUnit();
    const { id } = await fullReport(unit, 3);
    const r = await csv(unit, id, { lists: 'unsubscribes,clicks' });
    expect(r.status, r.text).toBe(200);
    const kinds = parse<Record<string, string>>(r.text, { columns: true }).map((x) => x.kind);
    expect(kinds).toEqual(['click', 'click', 'unsubscribe']);

    const masterId = await insertMaster(db(), unit.id, 'No lists');
    const kpis = await requestReport(unit, { masterId });
    const empty = await csv(unit, kpis.id);
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('kind,subscriberId,time,url,detail\n');
  });

  it('negotiates: JSON by default and for */*, CSV by q, 406 naming the types otherwise', async () => {
    const unit = await svc.newUnit();
    const { id } = await fullReport(unit, 3);
    for (const accept of ['application/json', '*/*', 'text/csv;q=0.5, application/json']) {
      const r = await csv(unit, id, {}, accept);
      expect(r.headers.get('content-type'), accept).toContain('application/json');
      expect(r.body.id).toBe(id);
    }
    const byQ = await csv(unit, id, {}, 'application/json;q=0.2, text/csv');
    expect(byQ.headers.get('content-type')).toContain('text/csv');
    const bad = await csv(unit, id, {}, 'application/xml');
    expect(bad.status).toBe(406);
    expect(bad.body).toMatchObject({
      code: 'not_acceptable',
      message: 'Accept application/xml names no type a report produces: application/json or text/csv',
    });
  });

  it('answers 400 naming paging parameters, 404 for a report of another unit, 401 without a key', async () => {
    const unit = await svc.newUnit();
    const { id } = await fullReport(unit, 3);
    const paging: Record<string, string>[] = [
      { limit: '10' },
      { offset: '0' },
      { lists: 'opens', limit: '1', offset: '2' },
    ];
    for (const query of paging) {
      const r = await csv(unit, id, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.message).toMatch(/^query (limit|offset)(, offset)?: the text\/csv answer/);
    }
    const other = await svc.newUnit();
    const stranger = await csv(other, id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');
    const anonymous = await fetch(`${svc.url}/v2/reports/master-events/${id}`, {
      headers: { accept: 'text/csv' },
    });
    expect(anonymous.status).toBe(401);
  });
});
