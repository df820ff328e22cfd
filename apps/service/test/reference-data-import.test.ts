import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';
import { newDataset, recordsPath } from './reference-data-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const result = (ticketId: string) =>
  svc.call('GET', `/v2/async-results/${ticketId}`, { query: { completed: true, ignored: true } });
const recordCount = async (ds: string) =>
  (await svc.call('GET', `/v2/reference-data/${ds}`)).body.recordCount;
const read = async (ds: string, id: string) => (await svc.call('GET', recordsPath(ds, `/${id}`))).body;

describe('POST .../records/update', () => {
  it('upserts synchronously with one result per record, merging the given columns into existing records', async () => {
    const ds = await newDataset(svc);
    await svc.call('PUT', recordsPath(ds, '/r1'), { body: { city: 'Oslo', price: 1 } });
    const r = await svc.call('POST', recordsPath(ds, '/update'), {
      body: [
        { id: 'r1', price: 2 }, // 0 update, city kept
        { id: 'r2', city: 'Bergen' }, // 1 create
        { city: 'Nowhere' }, // 2 no key
        { id: 'r3', price: 'ten' }, // 3 wrong type
        { id: 'r2', open: true }, // 4 same key again: update
        { id: 'r4', shop: 'x' }, // 5 unknown column
        { id: 'a|b' }, // 6 pipe in a key value
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body.counts).toEqual({ created: 1, updated: 2, failed: 4 });
    expect(r.body.results).toEqual([
      { index: 0, outcome: 'updated', id: 'r1' },
      { index: 1, outcome: 'created', id: 'r2' },
      {
        index: 2,
        outcome: 'failed',
        error: { status: 400, message: 'id is required: it is part of the primary key' },
      },
      {
        index: 3,
        outcome: 'failed',
        error: { status: 400, message: 'price must be a number, not a string' },
      },
      { index: 4, outcome: 'updated', id: 'r2' },
      {
        index: 5,
        outcome: 'failed',
        error: { status: 400, message: expect.stringContaining('shop is not a column') },
      },
      {
        index: 6,
        outcome: 'failed',
        error: { status: 400, message: 'id must not contain | in a primary-key value' },
      },
    ]);
    expect(await read(ds, 'r1')).toMatchObject({ city: 'Oslo', price: 2 });
    expect(await read(ds, 'r2')).toMatchObject({ city: 'Bergen', open: true });
    expect(await recordCount(ds)).toBe(2);
  });

  it('rejects a body that is not an array of flat records, or too many records', async () => {
    const ds = await newDataset(svc);
    for (const [body, message] of [
      [{ id: 'x' }, 'body must be an array'],
      [[], 'body must have at least 1 items'],
      [[{ id: { deep: 1 } }], 'body[0].id must be a string, a number, true, false or null'],
      [Array.from({ length: 1001 }, (_, i) => ({ id: `k${i}` })), 'body must have at most 1000 items'],
    ] as const) {
      const r = await svc.call('POST', recordsPath(ds, '/update'), { body });
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    }
    expect(await recordCount(ds)).toBe(0);
  });

  it('appends to a dataset without a key', async () => {
    const ds = await newDataset(svc, svc, [{ name: 'line', type: 'String' }], []);
    const r = await svc.call('POST', recordsPath(ds, '/update'), { body: [{ line: 'a' }, { line: 'a' }] });
    expect(r.body.results).toEqual([
      { index: 0, outcome: 'created' },
      { index: 1, outcome: 'created' },
    ]);
    const list = await svc.call('GET', recordsPath(ds));
    expect(list.body).toMatchObject({ total: 2, uniqueKey: [], records: [{ line: 'a' }, { line: 'a' }] });
  });
});

describe('POST .../records/import', () => {
  it('answers 202 and records each record’s outcome by index in the async result', async () => {
    const ds = await newDataset(svc);
    await svc.call('PUT', recordsPath(ds, '/old'), { body: { city: 'Oslo', price: 5 } });
    const r = await svc.call('POST', recordsPath(ds, '/import'), {
      query: { responseRef: 'ref-1' },
      body: {
        records: [
          { id: 'n1', city: 'Oslo', price: 1, open: true, since: '2024-02-29' }, // 0
          'not a record', // 1
          { id: 'old', price: 6 }, // 2 merge
          { id: 'n2', since: '2024-13-01' }, // 3 bad date
          { id: 'n3' }, // 4
        ],
      },
    });
    expect(r.status).toBe(202);
    expect(r.headers.get('content-location')).toMatch(new RegExp(`/v2/tickets/${r.body.id}$`));
    expect(r.body).toMatchObject({ state: 'accepted', responseRef: 'ref-1', request: { id: ds } });
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('completed');
    expect(ticket.response.counts).toEqual({ requested: 5, completed: 3, failed: 2, ignored: 0, total: 5 });

    const res = await result(r.body.id);
    expect(res.status).toBe(200);
    expect(res.body.completed.map((c: { index: number; location: string }) => [c.index, c.location])).toEqual(
      [
        [0, `/v2/reference-data/${ds}/records/n1`],
        [2, `/v2/reference-data/${ds}/records/old`],
        [4, `/v2/reference-data/${ds}/records/n3`],
      ],
    );
    expect(
      res.body.failed.map((f: { index: number; error: { message: string } }) => [f.index, f.error.message]),
    ).toEqual([
      [1, 'the record must be a JSON object of column values'],
      [3, expect.stringContaining('since must be an ISO 8601 date')],
    ]);
    expect(res.body.failed[0].error.status).toBe(400);
    expect(await read(ds, 'old')).toMatchObject({ city: 'Oslo', price: 6 });
    expect(await read(ds, 'n1')).toEqual({
      id: 'n1',
      city: 'Oslo',
      price: 1,
      open: true,
      since: '2024-02-29',
    });
    expect(await recordCount(ds)).toBe(3);
  });

  it('stops at the error threshold and lists the rest as ignored', async () => {
    const ds = await newDataset(svc);
    const records = Array.from({ length: 2500 }, (_, i) =>
      i < 1000 && i % 2 === 0 ? { id: 5 } : { id: `k${i}` },
    );
    const r = await svc.call('POST', recordsPath(ds, '/import'), { body: { records, errorThreshold: 10 } });
    expect(r.status).toBe(202);
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('failed');
    expect(ticket.message).toContain('error threshold 10 exceeded');
    const res = await result(r.body.id);
    expect(res.body.counts).toMatchObject({ requested: 2500, completed: 500, failed: 500, ignored: 1500 });
    expect(res.body.failed[0]).toMatchObject({
      index: 0,
      error: { message: 'id must be a string, not a number' },
    });
    expect(res.body.ignored[0]).toEqual({ index: 1000 });
    expect(await recordCount(ds)).toBe(500);
  });

  it('validates the request before accepting it', async () => {
    const ds = await newDataset(svc);
    for (const [body, message] of [
      [{}, 'records is required'],
      [{ records: [] }, 'records must have at least 1 items'],
      [{ records: [{}], errorThreshold: 'lots' }, 'errorThreshold'],
      [{ records: [{}], responseUri: 'ftp://x' }, 'responseUri must be an http or https URL'],
    ] as const) {
      const r = await svc.call('POST', recordsPath(ds, '/import'), { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(message);
    }
  });
});

describe('POST .../records/file-import', () => {
  const fileImport = (ds: string, body: unknown) =>
    svc.call('POST', recordsPath(ds, '/file-import'), { body });

  it('imports CSV rows through the mapping, one async result per data row', async () => {
    const ds = await newDataset(svc);
    const content = [
      'Store;Town;Price;Open;Since;Ignored',
      's1;Oslo;12.5;true;2024-01-31;x',
      's2;"Berg;en";abc;false;;y',
      '',
      's3;;7;1;2024-01-31T10:00:00Z;z',
      ';Nowhere;1;0;;',
      's4;Short',
    ].join('\r\n');
    const r = await fileImport(ds, {
      file: { content: `\ufeff${content}`, delimiter: ';' },
      mapping: { Store: 'id', Town: 'city', Price: 'price', Open: 'open', Since: 'since' },
    });
    expect(r.status, r.text).toBe(202);
    expect(r.body.message).toContain('5 rows');
    const ticket = await svc.waitForTicket(r.body.id);
    expect(ticket.state).toBe('completed');
    const res = await result(r.body.id);
    expect(res.body.counts).toMatchObject({ requested: 5, completed: 2, failed: 3 });
    expect(res.body.completed.map((c: { index: number }) => c.index)).toEqual([0, 2]);
    expect(
      res.body.failed.map((f: { index: number; error: { message: string } }) => [f.index, f.error.message]),
    ).toEqual([
      [1, 'price must be a number, not "abc"'],
      [3, 'id must not be empty'],
      [4, expect.stringContaining('no value for CSV column Price')],
    ]);
    expect(await read(ds, 's1')).toEqual({
      id: 's1',
      city: 'Oslo',
      price: 12.5,
      open: true,
      since: '2024-01-31',
    });
    expect(await read(ds, 's3')).toEqual({
      id: 's3',
      city: null,
      price: 7,
      open: true,
      since: '2024-01-31T10:00:00Z',
    });
    expect(await recordCount(ds)).toBe(2);
  });

  it('maps by position without a header row, and merges into existing records', async () => {
    const ds = await newDataset(svc);
    await svc.call('PUT', recordsPath(ds, '/p1'), { body: { city: 'Oslo', price: 1 } });
    const r = await fileImport(ds, {
      file: { content: '9,p1\n8,p2\n', header: false },
      mapping: { '2': 'id', '1': 'price' },
    });
    expect(r.status).toBe(202);
    expect((await svc.waitForTicket(r.body.id)).state).toBe('completed');
    expect(await read(ds, 'p1')).toMatchObject({ city: 'Oslo', price: 9 });
    expect(await read(ds, 'p2')).toMatchObject({ city: null, price: 8 });
    expect(await recordCount(ds)).toBe(2);
  });

  it('answers 400 naming the problem for bad CSV, mappings and files without rows', async () => {
    const ds = await newDataset(svc);
    const file = { content: 'Store,Town\ns1,Oslo\n' };
    for (const [body, message] of [
      [{ file: { content: 'a,"b\n1,2' }, mapping: { a: 'id' } }, 'file.content is not valid CSV'],
      [
        { file, mapping: { Shop: 'id' } },
        'mapping.Shop names no column of the header row (columns: Store, Town)',
      ],
      [{ file, mapping: { Store: 'id', Town: 'town' } }, 'mapping.Town: town is not a column'],
      [
        { file, mapping: { Store: 'id', Town: 'id' } },
        'mapping.Town maps to id, which another CSV column is mapped to',
      ],
      [{ file, mapping: { Town: 'city' } }, 'mapping must map a CSV column to the key column id'],
      [{ file: { content: 'Store\n' }, mapping: { Store: 'id' } }, 'file.content has no data rows'],
      [
        { file: { content: 's1', header: false }, mapping: { Store: 'id' } },
        'mapping.Store must be a column position',
      ],
      [
        { file: { content: 's1', delimiter: ';;' }, mapping: { a: 'id' } },
        'file.delimiter must be a single character',
      ],
      [{ file, mapping: {} }, 'mapping must map at least one column'],
      [{ mapping: { Store: 'id' } }, 'file is required'],
    ] as const) {
      const r = await fileImport(ds, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toContain(message);
    }
  });
});
