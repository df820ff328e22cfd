import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupRecord } from '../src/reference-data/lookup';
import { startTestService, type TestService } from './harness';
import { newDataset, recordsPath } from './reference-data-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const put = (ds: string, id: string, body: unknown) =>
  svc.call('PUT', recordsPath(ds, `/${encodeURIComponent(id)}`), { body });

describe('one record: PUT, GET, DELETE', () => {
  it('creates (201), replaces (200), reads and deletes (204) a record, keeping recordCount exact', async () => {
    const ds = await newDataset(svc);
    const created = await put(ds, 'store-1', {
      city: 'Bergen',
      price: 12.5,
      open: true,
      since: '2020-02-29',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: 'store-1',
      city: 'Bergen',
      price: 12.5,
      open: true,
      since: '2020-02-29',
    });
    expect((await svc.call('GET', `/v2/reference-data/${ds}`)).body.recordCount).toBe(1);

    // PUT replaces: what is left out becomes null. The key may be repeated in the body when it matches.
    const replaced = await put(ds, 'store-1', {
      id: 'store-1',
      price: 3,
      since: '2024-01-31T18:08:32+02:00',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({
      id: 'store-1',
      city: null,
      price: 3,
      open: null,
      since: '2024-01-31T16:08:32Z',
    });
    expect((await svc.call('GET', recordsPath(ds, '/store-1'))).body).toEqual(replaced.body);
    expect((await svc.call('GET', `/v2/reference-data/${ds}`)).body.recordCount).toBe(1);

    const del = await svc.call('DELETE', recordsPath(ds, '/store-1'));
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    expect((await svc.call('GET', recordsPath(ds, '/store-1'))).status).toBe(404);
    const again = await svc.call('DELETE', recordsPath(ds, '/store-1'));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`record "store-1" does not exist in dataset "${ds}"`);
    expect((await svc.call('GET', `/v2/reference-data/${ds}`)).body.recordCount).toBe(0);
  });

  it('validates every value against the schema, naming the column', async () => {
    const ds = await newDataset(svc);
    const cases: [unknown, string][] = [
      [{ city: 'A much too long city' }, 'city must be at most 12 characters'],
      [{ city: 7 }, 'city must be a string, not a number'],
      [{ price: '12' }, 'price must be a number, not a string'],
      [{ open: 'yes' }, 'open must be true or false, not a string'],
      [{ since: '2023-02-29' }, 'since must be an ISO 8601 date'],
      [{ since: '31/01/2024' }, 'since must be an ISO 8601 date'],
      [{ city: 'Oslo\ud800' }, 'city must not contain unpaired surrogate characters'],
      [{ town: 'Oslo' }, `town is not a column of dataset "${ds}" (columns: id, city, price, open, since)`],
      [{ City: 'Oslo' }, 'did you mean city?'],
      [{ id: 'other' }, 'id must equal the value in the record id (k1)'],
      [{ id: null }, 'id is required'],
      [{ city: { nested: true } }, 'city must be a string, a number, true, false or null'],
      [[{ city: 'x' }], 'body must be'],
    ];
    for (const [body, message] of cases) {
      const r = await put(ds, 'k1', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('invalid_request');
      expect(r.body.message).toContain(message);
    }
    const long = await put(ds, 'x'.repeat(21), {});
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('id part id must be at most 20 characters');
    expect((await svc.call('GET', `/v2/reference-data/${ds}`)).body.recordCount).toBe(0);
  });

  it('addresses composite keys by their values in alphabetical key-column order, joined by |', async () => {
    const ds = await newDataset(
      svc,
      svc,
      [
        { name: 'store', type: 'String' },
        { name: 'day', type: 'Date' },
        { name: 'aisle', type: 'Number' },
        { name: 'note', type: 'String' },
      ],
      ['store', 'day', 'aisle'],
    );
    expect((await svc.call('GET', `/v2/reference-data/${ds}`)).body.primaryKey).toEqual([
      'aisle',
      'day',
      'store',
    ]);
    const created = await put(ds, '07|2024-05-01|north', { note: 'fresh' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ store: 'north', day: '2024-05-01', aisle: 7, note: 'fresh' });
    // The same key spelled differently (07 vs 7) is the same record.
    expect(
      (await svc.call('GET', recordsPath(ds, `/${encodeURIComponent('7|2024-05-01|north')}`))).body.note,
    ).toBe('fresh');
    expect(await lookupRecord(svc.service.app.db, svc.id, ds, '7|2024-05-01|north')).toEqual(created.body);
    expect(await lookupRecord(svc.service.app.db, svc.id, ds, 'north|2024-05-01|7')).toBeUndefined();

    for (const [id, message] of [
      ['7|north', 'must be 3 key values joined by | (in the order aisle, day, store)'],
      ['x|2024-05-01|north', 'id part aisle must be a number'],
      ['7|May 1|north', 'id part day must be an ISO 8601 date'],
      ['7|2024-05-01|', 'id part store must not be empty'],
    ]) {
      const r = await svc.call('GET', recordsPath(ds, `/${encodeURIComponent(id!)}`));
      expect(r.status, id).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(
      (await svc.call('GET', recordsPath(ds, `/${encodeURIComponent('8|2024-05-01|north')}`))).status,
    ).toBe(404);
  });

  it('refuses addressing records by id in a dataset without a key', async () => {
    const ds = await newDataset(svc, svc, [{ name: 'line', type: 'String' }], []);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const r = await svc.call(method, recordsPath(ds, '/a'), { body: method === 'PUT' ? {} : undefined });
      expect(r.status, method).toBe(400);
      expect(r.body.message).toBe(
        `dataset "${ds}" has no primary key, so its records cannot be addressed by id`,
      );
    }
  });
});

describe('GET .../records', () => {
  it('pages records in key order with the envelope, and filters by column equality', async () => {
    const ds = await newDataset(svc);
    const rows = [
      { id: 'a1', city: 'Oslo', price: 10, open: true, since: '2024-01-01' },
      { id: 'a2', city: 'Oslo', price: 20, open: false },
      { id: 'a3', city: 'Bergen', price: 10, open: true, since: '2024-01-01T10:00:00Z' },
      { id: 'a4', city: 'oslo', price: 10.5 },
    ];
    const up = await svc.call('POST', recordsPath(ds, '/update'), { body: rows });
    expect(up.body.counts).toEqual({ created: 4, updated: 0, failed: 0 });

    const all = await svc.call('GET', recordsPath(ds));
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      total: 4,
      offset: 0,
      limit: 25,
      count: 4,
      dataset: ds,
      uniqueKey: ['id'],
    });
    expect(all.body.records.map((r: { id: string }) => r.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
    expect(all.body.records[3]).toEqual({ id: 'a4', city: 'oslo', price: 10.5, open: null, since: null });

    const page = await svc.call('GET', recordsPath(ds), { query: { limit: 2, offset: 1 } });
    expect(page.body).toMatchObject({ total: 4, count: 2, offset: 1, limit: 2 });
    expect(page.body.records.map((r: { id: string }) => r.id)).toEqual(['a2', 'a3']);

    const ids = async (query: Record<string, string | string[]>) => {
      const r = await svc.call('GET', recordsPath(ds), { query });
      expect(r.status, JSON.stringify(query)).toBe(200);
      return { total: r.body.total, ids: r.body.records.map((x: { id: string }) => x.id) };
    };
    expect(await ids({ city: 'Oslo' })).toEqual({ total: 2, ids: ['a1', 'a2'] });
    expect(await ids({ city: 'Oslo', price: '10' })).toEqual({ total: 1, ids: ['a1'] });
    expect(await ids({ price: '10.0' })).toEqual({ total: 2, ids: ['a1', 'a3'] });
    expect(await ids({ open: 'true' })).toEqual({ total: 2, ids: ['a1', 'a3'] });
    expect(await ids({ open: 'false' })).toEqual({ total: 1, ids: ['a2'] });
    expect(await ids({ since: '2024-01-01T12:00:00+02:00' })).toEqual({ total: 1, ids: ['a3'] });
    expect(await ids({ city: ['Bergen', 'oslo'] })).toEqual({ total: 2, ids: ['a3', 'a4'] });
    expect(await ids({ since: '' })).toEqual({ total: 2, ids: ['a2', 'a4'] });
    expect(await ids({ id: 'a3' })).toEqual({ total: 1, ids: ['a3'] });
    expect(await ids({ city: 'Trondheim' })).toEqual({ total: 0, ids: [] });
    const counted = await svc.call('GET', recordsPath(ds), { query: { city: 'Oslo', limit: '0' } });
    expect(counted.body).toMatchObject({ total: 2, count: 0, records: [] });
  });

  it('rejects unknown columns, values of the wrong type, bad paging, and criteria on a keyless dataset', async () => {
    const ds = await newDataset(svc);
    for (const [query, message] of [
      [{ town: 'Oslo' }, `town is not a column of dataset "${ds}"`],
      [{ price: 'cheap' }, 'price must be a number, not "cheap"'],
      [{ open: 'maybe' }, 'open must be true or false'],
      [{ since: 'yesterday' }, 'since must be an ISO 8601 date'],
      [{ limit: '101' }, 'limit must be an integer from 0 to 100'],
    ] as const) {
      const r = await svc.call('GET', recordsPath(ds), { query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body.message).toContain(message);
    }
    const keyless = await newDataset(svc, svc, [{ name: 'line', type: 'String' }], []);
    expect((await svc.call('GET', recordsPath(keyless))).status).toBe(200);
    const filtered = await svc.call('GET', recordsPath(keyless), { query: { line: 'x' } });
    expect(filtered.status).toBe(400);
    expect(filtered.body.message).toBe(
      `dataset "${keyless}" has no primary key; criteria queries (line) require one`,
    );
  });
});
