import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from './fixtures';
import { startTestService, type TestService, type TestUnit } from './harness';
import { DAY, insertEvents, insertMaster, type EventSpec, requestReport } from './reports-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.close();
});

const db = () => svc.service.app.db;

/**
 * 30 opens in groups of three with the same time (ties), inserted newest first so id order and time order differ,
 * and 2 clicks; the report holds opens and clicks.
 */
async function tiedReport(unit: TestUnit) {
  const subs = Array.from({ length: 30 }, (_, i) => ({ id: `t${String(i).padStart(2, '0')}@example.com` }));
  const pks = await insertSubscribers(db(), unit.id, subs);
  const masterId = await insertMaster(db(), unit.id);
  const t0 = Date.now() - DAY;
  const opens: EventSpec[] = subs.map((s, i) => ({
    kind: 'open',
    pk: pks.get(s.id)!,
    at: t0 + Math.floor((29 - i) / 3) * 60_000,
  }));
  const clicks: EventSpec[] = subs.slice(0, 2).map((s) => ({
    kind: 'click',
    pk: pks.get(s.id)!,
    at: t0,
    url: 'https://shop.example.com/',
  }));
  await insertEvents(db(), unit.id, masterId, [...opens, ...clicks]);
  return (await requestReport(unit, { masterId, opens: true, clicks: true })).id;
}

const read = (unit: TestUnit, id: string, query: Record<string, string | number>) =>
  unit.call('GET', `/v2/reports/master-events/${id}`, { query });

describe('GET /v2/reports/master-events/{id}: lists and after (extensions)', () => {
  it('pages one list by cursor: every event exactly once, in order, across ties in time', async () => {
    const unit = await svc.newUnit();
    const id = await tiedReport(unit);
    const all = await read(unit, id, { limit: 1000 });
    const expected = all.body.opens as string[];
    expect(expected).toHaveLength(30);
    // Ties: ten distinct times for thirty events.
    expect(new Set(expected.map((e) => e.split(',')[1])).size).toBe(10);

    // limit 4 cuts through groups of three; limit 5 ends on a full page (then an empty one without next).
    for (const limit of [4, 5]) {
      const seen: string[] = [];
      let after: string | undefined;
      let pages = 0;
      for (;;) {
        const p = await read(unit, id, { limit, lists: 'opens', ...(after !== undefined && { after }) });
        expect(p.status, p.text).toBe(200);
        expect(p.body.clicks).toBeUndefined();
        expect(p.body.offset).toBe(0);
        seen.push(...(p.body.opens as string[]));
        pages++;
        after = p.body.next as string | undefined;
        if (after === undefined) {
          expect((p.body.opens as string[]).length).toBeLessThan(limit);
          break;
        }
        expect(pages).toBeLessThan(20);
      }
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(30);
      expect(pages).toBe(Math.floor(30 / limit) + 1);
    }
  });

  it('narrows the lists; offset paging still works with and without lists; no next with several lists', async () => {
    const unit = await svc.newUnit();
    const id = await tiedReport(unit);
    const all = await read(unit, id, { limit: 1000 });
    expect(all.body.next).toBeUndefined();

    const clicks = await read(unit, id, { lists: 'clicks' });
    expect(clicks.status).toBe(200);
    expect(clicks.body.opens).toBeUndefined();
    expect(clicks.body.clicks).toEqual(all.body.clicks);
    expect(clicks.body.clicks).toHaveLength(2);
    expect(clicks.body.next).toBeUndefined(); // short page: the list ends here
    expect(clicks.body.counts).toEqual(all.body.counts);

    const byOffset = await read(unit, id, { lists: 'opens', limit: 4, offset: 8 });
    expect(byOffset.body.opens).toEqual((all.body.opens as string[]).slice(8, 12));
    expect(byOffset.body.next).toEqual(expect.any(String));
    // The cursor of an offset page continues where it ended.
    const cont = await read(unit, id, { lists: 'opens', limit: 4, after: byOffset.body.next as string });
    expect(cont.body.opens).toEqual((all.body.opens as string[]).slice(12, 16));

    const both = await read(unit, id, { lists: 'clicks,opens', limit: 1 });
    expect(both.body.opens).toHaveLength(1);
    expect(both.body.clicks).toHaveLength(1);
    expect(both.body.next).toBeUndefined();

    // A list the report was not requested with stays absent.
    const bounces = await read(unit, id, { lists: 'bounces' });
    expect(bounces.status).toBe(200);
    expect(bounces.body.bounces).toBeUndefined();
    expect(bounces.body.opens).toBeUndefined();

    const plain = await read(unit, id, { limit: 10, offset: 20 });
    expect(plain.body.opens).toEqual((all.body.opens as string[]).slice(20, 30));
    expect(plain.body.clicks).toEqual([]);
  });

  it('answers 400 naming the parameter for a bad cursor or list name', async () => {
    const unit = await svc.newUnit();
    const id = await tiedReport(unit);
    const first = await read(unit, id, { lists: 'opens', limit: 4 });
    const next = first.body.next as string;
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);

    const cases: Record<string, string | number>[] = [
      { lists: 'opens', after: 'not-a-cursor' },
      { lists: 'opens', after: '!!!' },
      { lists: 'opens', after: Buffer.from('opens|x|1').toString('base64url') },
      { lists: 'opens', after: '' },
      { after: next }, // without lists
      { lists: 'opens,clicks', after: next }, // more than one list
      { lists: 'clicks', after: next }, // a cursor of another list
      { lists: 'opens', after: next, offset: 4 }, // with an offset
    ];
    for (const query of cases) {
      const r = await read(unit, id, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.message, JSON.stringify(query)).toMatch(/^after /);
    }
    for (const lists of ['sends', 'opens,', '', 'OPENS']) {
      const r = await read(unit, id, { lists });
      expect(r.status, lists).toBe(400);
      expect(r.body.message).toBe(
        'lists must be a comma-separated list of unsubscribes, opens, clicks, bounces',
      );
    }
  });
});
