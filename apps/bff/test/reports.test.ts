import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubscribers } from '../../service/test/fixtures';
import { HOUR, insertEvents, insertMaster, type EventSpec } from '../../service/test/reports-fixtures';
import { allLeaks, eventually, startStack, type Browser, type Stack } from './harness';

let stack: Stack;
let editor: Browser;
let viewer: Browser;
let masterId: string;

const LISTS = { open: 'opens', click: 'clicks', bounce: 'bounces', unsubscribe: 'unsubscribes' } as const;
type Kind = keyof typeof LISTS;

// Ids and URLs with commas, quotes and non-ASCII: the CSV must quote them and the event strings must split right.
const IDS = ['ann@example.com', 'bob, "the builder"@example.com', 'zoë@example.com'];
const URL_WITH_COMMA = 'https://shop.example.com/sale?ids=1,2&q="x"';

beforeAll(async () => {
  // Pages of 4 entries, so every list spans several service reads (9 opens: 4+4+1; 8 clicks: 4+4, then empty).
  stack = await startStack({ bffEnv: { REPORT_PAGE_SIZE: '4' } });
  const db = stack.svc.service.app.db;
  const pks = await insertSubscribers(
    db,
    stack.svc.id,
    IDS.map((id) => ({ id })),
  );
  const [a, b, c] = IDS.map((id) => pks.get(id)!) as [number, number, number];
  masterId = await insertMaster(db, stack.svc.id, 'Autumn sale');
  const t0 = Math.floor((Date.now() - 2 * 24 * HOUR) / HOUR) * HOUR + 300_000;
  const pk = [a, b, c];
  const events: EventSpec[] = [
    ...pk.map((p) => ({ kind: 'sent' as const, pk: p, at: t0 })),
    ...pk.map((p) => ({ kind: 'delivered' as const, pk: p, at: t0 + 5000 })),
    ...Array.from({ length: 9 }, (_, i) => ({
      kind: 'open' as const,
      pk: pk[i % 3]!,
      at: t0 + (i + 1) * HOUR,
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      kind: 'click' as const,
      pk: pk[i % 2]!,
      at: t0 + (i + 1) * HOUR + 60_000,
      url: i === 3 ? URL_WITH_COMMA : `https://shop.example.com/p/${i}`,
    })),
    { kind: 'bounce', pk: c, at: t0 + 60_000, detail: 'hard: 550 no such user' },
    { kind: 'bounce', pk: b, at: t0 + 90_000, detail: 'soft: mailbox full' },
    { kind: 'unsubscribe', pk: b, at: t0 + 20 * HOUR },
  ];
  await insertEvents(db, stack.svc.id, masterId, events);
  editor = await stack.as('editor');
  viewer = await stack.as('viewer');
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

/** Requests a report through the proxy as the editor and waits for the tracked ticket; returns the report id. */
async function requestReport(filters: Record<string, unknown>): Promise<string> {
  const r = await editor.call('POST', '/api/v2/reports/master-events', {
    body: { filters: { masterId, ...filters } },
  });
  expect(r.status, r.text).toBe(202);
  const t = await eventually(
    async () => {
      const v = await editor.call('GET', `/api/tickets/${r.body.tracking.id}`);
      return v.body.state === 'completed' || v.body.state === 'failed' ? v.body : undefined;
    },
    15_000,
    'report ticket',
  );
  expect(t.state, JSON.stringify(t)).toBe('completed');
  expect(t.kind).toBe('requestMasterEventReport');
  return t.response.reportId as string;
}

/** The service's own view of the report, every list in one read. */
async function serviceReport(id: string) {
  const r = await stack.svc.call('GET', `/v2/reports/master-events/${id}?limit=10000`);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

type Row = { kind: Kind; subscriberId: string; time: string; url: string | null; detail: string | null };

/** Event rows back to the service's strings, grouped by list, in download order. */
function asLists(rows: Row[]) {
  const lists: Record<string, string[]> = {};
  for (const r of rows) {
    const tail = r.kind === 'click' ? `,${r.url}` : r.kind === 'bounce' ? `,${r.detail}` : '';
    (lists[LISTS[r.kind]] ??= []).push(`${r.subscriberId},${r.time}${tail}`);
  }
  return lists;
}

const day = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');

describe('report downloads', () => {
  let id: string;
  let expected: any;
  beforeAll(async () => {
    id = await requestReport({ opens: true, clicks: true, bounces: true, unsubscribes: true });
    expected = await serviceReport(id);
    expect(expected.counts).toMatchObject({ opens: 9, clicks: 8, bounces: 2, unsubscribes: 1, sent: 3 });
  });

  it('streams every event once as CSV, with a header row, right quoting and a file name', async () => {
    const r = await viewer.call('GET', `/api/reports/${id}/download?format=csv`);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="report-${masterId}-${day()}.csv"`,
    );
    expect(r.headers.get('cache-control')).toBe('no-store');
    // A UTF-8 BOM, so spreadsheets read the non-ASCII ids right (fetch's text() hides it: read the bytes).
    const bytes = await fetch(new URL(`/api/reports/${id}/download`, stack.bff.url), {
      headers: { cookie: viewer.cookie! },
    }).then((x) => x.arrayBuffer());
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(r.text).toContain('"bob, ""the builder""@example.com"');
    expect(r.text).toContain('zoë@example.com');
    const records: string[][] = parse(r.text, { bom: true });
    expect(records[0]).toEqual(['kind', 'subscriberId', 'time', 'url', 'detail']);
    expect(records).toHaveLength(1 + 9 + 8 + 2 + 1);
    const parsed: Record<string, string>[] = parse(r.text, { bom: true, columns: true });
    const rows = parsed.map((x) => ({
      ...x,
      url: x.url === '' ? null : x.url,
      detail: x.detail === '' ? null : x.detail,
    })) as Row[];
    // Grouped by list in the documented order, each list oldest first, exactly the service's entries.
    expect([...new Set(rows.map((x) => x.kind))]).toEqual(['open', 'click', 'bounce', 'unsubscribe']);
    const lists = asLists(rows);
    for (const list of ['opens', 'clicks', 'bounces', 'unsubscribes'])
      expect(lists[list], list).toEqual(expected[list]);
    expect(rows.find((x) => x.url === URL_WITH_COMMA)).toBeDefined();
    expect(rows.filter((x) => x.subscriberId === IDS[1]).length).toBeGreaterThan(3);
    expect(rows.filter((x) => x.kind === 'bounce').map((x) => x.detail)).toEqual(['hard', 'soft']);
  });

  it('streams the same events as JSON, with the counts and the timeline', async () => {
    const r = await viewer.call('GET', `/api/reports/${id}/download?format=json`);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('content-disposition')).toBe(
      `attachment; filename="report-${masterId}-${day()}.json"`,
    );
    expect(r.body).toMatchObject({
      id,
      filters: expected.filters,
      counts: expected.counts,
      timeline: expected.timeline,
      expiresAt: expected.expiresAt,
    });
    expect(r.body.events).toHaveLength(20);
    const lists = asLists(r.body.events);
    for (const list of ['opens', 'clicks', 'bounces', 'unsubscribes'])
      expect(lists[list]).toEqual(expected[list]);
    expect(Object.keys(r.body.events[0])).toEqual(['kind', 'subscriberId', 'time', 'url', 'detail']);
  });

  it('includes only the lists the report was requested with', async () => {
    const opensOnly = await requestReport({ opens: true });
    const csv = await viewer.call('GET', `/api/reports/${opensOnly}/download`);
    expect(csv.status).toBe(200);
    const rows: Row[] = parse(csv.text, { bom: true, columns: true });
    expect(rows).toHaveLength(9);
    expect(rows.every((x) => x.kind === 'open')).toBe(true);
    expect(asLists(rows).opens).toEqual((await serviceReport(opensOnly)).opens);

    const kpisOnly = await requestReport({});
    const empty = await viewer.call('GET', `/api/reports/${kpisOnly}/download?format=csv`);
    expect(parse(empty.text, { bom: true })).toEqual([['kind', 'subscriberId', 'time', 'url', 'detail']]);
    const json = await viewer.call('GET', `/api/reports/${kpisOnly}/download?format=json`);
    expect(json.body.events).toEqual([]);
    expect(json.body.counts.opens).toBe(9);
  });

  it('downloads the summary: counts and timeline as a tidy CSV, or JSON', async () => {
    const csv = await viewer.call('GET', `/api/reports/${id}/summary?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="report-${masterId}-${day()}-summary.csv"`,
    );
    const rows: { metric: string; hour: string; value: string }[] = parse(csv.text, {
      bom: true,
      columns: true,
    });
    const totals = Object.fromEntries(
      rows.filter((x) => x.hour === '').map((x) => [x.metric, Number(x.value)]),
    );
    expect(totals).toEqual({
      sent: 3,
      delivered: 3,
      opens: 9,
      uniqueOpenCount: 3,
      clicks: 8,
      uniqueClickCount: 2,
      bounces: 2,
      unsubscribes: 1,
    });
    const hourly = rows.filter((x) => x.hour !== '');
    expect(hourly).toHaveLength(expected.timeline.length * 2);
    for (const b of expected.timeline) {
      expect(hourly).toContainEqual({ metric: 'opens', hour: b.hour, value: String(b.opens) });
      expect(hourly).toContainEqual({ metric: 'clicks', hour: b.hour, value: String(b.clicks) });
    }
    const json = await viewer.call('GET', `/api/reports/${id}/summary?format=json`);
    expect(json.status).toBe(200);
    expect(json.body).toEqual({
      id,
      requestedAt: expected.requestedAt,
      expiresAt: expected.expiresAt,
      filters: expected.filters,
      counts: expected.counts,
      timeline: expected.timeline,
    });
  });

  it('answers 404 JSON for a report the service does not know, 400 for a bad format, 401 without a session', async () => {
    for (const path of ['/api/reports/nope/download', '/api/reports/nope/summary?format=json']) {
      const r = await viewer.call('GET', path);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
      expect(r.body).toMatchObject({ code: 'not_found', message: expect.stringContaining('nope') });
    }
    const bad = await viewer.call('GET', `/api/reports/${id}/download?format=xml`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_request');
    expect(bad.body.message).toMatch(/format/);
    expect((await stack.browser().call('GET', `/api/reports/${id}/download`)).status).toBe(401);
  });

  it('builds the same CSV from the JSON pages when the service has no CSV answer', async () => {
    // A service in front of the real one that answers JSON whatever the Accept (a v2 service without the
    // extension), or passes requests on as they are; it counts the requests of each kind.
    const seen: string[] = [];
    let strip = false;
    const proxy = http.createServer((req, res) => {
      const accept = req.headers.accept ?? '';
      seen.push(`${accept.includes('text/csv') ? 'csv' : 'json'} ${req.url}`);
      const headers = { ...req.headers, ...(strip && { accept: 'application/json' }) };
      const up = http.request(
        new URL(req.url ?? '/', stack.svc.url),
        { method: req.method, headers },
        (u) => {
          res.writeHead(u.statusCode ?? 502, u.headers);
          u.pipe(res);
        },
      );
      req.pipe(up);
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const { port } = proxy.address() as AddressInfo;
    let streamed: Awaited<ReturnType<Browser['call']>> | undefined;
    try {
      await stack.restartBff({ SERVICE_URL: `http://127.0.0.1:${port}` });
      streamed = await viewer.call('GET', `/api/reports/${id}/download`);
      expect(streamed.status, streamed.text).toBe(200);
      const reads = seen.filter((x) => x.includes(`/v2/reports/master-events/${id}`));
      expect(reads).toEqual([
        `json /v2/reports/master-events/${id}?limit=0&offset=0`,
        `csv /v2/reports/master-events/${id}`,
      ]);

      strip = true;
      seen.length = 0;
      const paged = await viewer.call('GET', `/api/reports/${id}/download`);
      expect(paged.status, paged.text).toBe(200);
      expect(paged.text).toBe(streamed.text);
      // The CSV request answered JSON, then pages of 4: opens 4+4+1, clicks 4+4+0, bounces 2, unsubscribes 1.
      const pages = seen.filter((x) => x.includes('lists='));
      expect(pages).toHaveLength(3 + 3 + 1 + 1);
    } finally {
      await stack.restartBff({ SERVICE_URL: stack.svc.url });
      await new Promise((r) => proxy.close(r));
    }
    const records: string[][] = parse(streamed.text, { bom: true });
    expect(records).toHaveLength(1 + 9 + 8 + 2 + 1);
  });

  it('survives a client that leaves in the middle of a download', async () => {
    const ctrl = new AbortController();
    const res = await fetch(new URL(`/api/reports/${id}/download`, stack.bff.url), {
      headers: { cookie: viewer.cookie! },
      signal: ctrl.signal,
    });
    expect(res.status).toBe(200);
    ctrl.abort();
    const again = await viewer.call('GET', `/api/reports/${id}/download?format=json`);
    expect(again.body.events).toHaveLength(20);
  });
});
