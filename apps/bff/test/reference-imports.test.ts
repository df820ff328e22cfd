import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../../service/src/reference-data/create-dataset';
import { allLeaks, eventually, startStack, type Browser, type Stack } from './harness';

let stack: Stack;
let editor: Browser;

beforeAll(async () => {
  stack = await startStack({ bffEnv: { IMPORT_CHUNK_SIZE: '3' } });
  await createDataset(stack.svc.service.app.db, stack.svc.id, {
    name: 'stores',
    columns: [
      { name: 'id', type: 'String', length: 8 },
      { name: 'city', type: 'String', length: 40 },
      { name: 'price', type: 'Number' },
      { name: 'open', type: 'Boolean' },
    ],
    primaryKey: ['id'],
  });
  editor = await stack.as('editor');
});
afterAll(async () => {
  const leaks = allLeaks(stack);
  await stack?.close();
  expect(leaks).toEqual([]);
});

const upload = (b: Browser, dataset: string, csv: string, type = 'text/csv') =>
  b.call('POST', `/api/imports/reference-data/${dataset}/records`, { raw: csv, type });

describe('CSV reference-data import', () => {
  it('sends typed records in tracked chunks and maps failures back to CSV lines', async () => {
    // Lines: 1 header (any case), 2 ok, 3-4 one record with a quoted line break, 5 blank, 6 bad number,
    // 7 id too long, 8 too many cells, 9 ok with empty price, 10 ok, CRLF endings throughout.
    const csv = [
      'ID,City,price,open',
      'n1,Oslo,10.5,true',
      'n2,"Bergen,',
      'harbour",7,0',
      '',
      'n3,Tromsø,ten,1',
      'much-too-long,Bodø,1,false',
      'n4,Molde,1,true,extra',
      'n5,"Ålesund ""sea""",,FALSE',
      'n6, Narvik ,-2e1,',
    ].join('\r\n');
    const r = await upload(editor, 'stores', csv);
    expect(r.status, r.text).toBe(202);
    expect(r.body).toMatchObject({
      kind: 'importRecords',
      target: 'stores',
      totalRows: 7,
      sentRows: 6,
      rejectedRows: 1,
    });
    expect(r.body.tickets).toHaveLength(2);
    const done = await eventually(
      async () => {
        const v = await editor.call('GET', `/api/imports/${r.body.id}`);
        return v.body.state === 'completed' ? v.body : undefined;
      },
      15_000,
      'import',
    );
    expect(done.counts).toMatchObject({ completed: 4, failed: 3 });
    const f = await editor.call('GET', `/api/imports/${r.body.id}/failures`);
    expect(f.status).toBe(200);
    expect(f.body.failures.map((x: any) => [x.row, x.status])).toEqual([
      [6, 400],
      [7, 400],
      [8, 400],
    ]);
    expect(f.body.failures[0].message).toMatch(/price/);
    expect(f.body.failures[1].message).toMatch(/id/);
    expect(f.body.failures[2].message).toMatch(/5 cells/);

    const records = await stack.svc.call('GET', '/v2/reference-data/stores/records?limit=100');
    expect(records.body.records).toEqual([
      { id: 'n1', city: 'Oslo', price: 10.5, open: true },
      { id: 'n2', city: 'Bergen,\r\nharbour', price: 7, open: false },
      { id: 'n5', city: 'Ålesund "sea"', price: null, open: false },
      { id: 'n6', city: ' Narvik ', price: -20, open: null },
    ]);
    const tickets = await editor.call('GET', `/api/tickets?importId=${r.body.id}`);
    expect(tickets.body.tickets.map((t: any) => t.kind)).toEqual(['importRecords', 'importRecords']);
  });

  it('merges: a later import sets only the columns its header names', async () => {
    const r = await upload(editor, 'stores', 'id,price\nn1,12\n');
    expect(r.status, r.text).toBe(202);
    await eventually(
      async () => {
        const v = await editor.call('GET', `/api/imports/${r.body.id}`);
        return v.body.state === 'completed' ? v.body : undefined;
      },
      15_000,
      'import',
    );
    const rec = await stack.svc.call('GET', '/v2/reference-data/stores/records/n1');
    expect(rec.body).toMatchObject({ id: 'n1', city: 'Oslo', price: 12, open: true });
  });

  it('refuses before sending: unknown dataset, unknown or missing key column, malformed CSV, roles, type', async () => {
    const missing = await upload(editor, 'nosuch', 'id\nx\n');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
    const unknown = await upload(editor, 'stores', 'id,town\nx,y\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/"town".*city/),
    });
    const noKey = await upload(editor, 'stores', 'city\nOslo\n');
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/key column id/);
    const twice = await upload(editor, 'stores', 'id,city,CITY\nx,a,b\n');
    expect(twice.status).toBe(400);
    const bad = await upload(editor, 'stores', 'id,city\n"unterminated\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/CSV/);
    expect((await upload(editor, 'stores', '{}', 'application/json')).status).toBe(415);
    expect((await upload(editor, 'bad name!', 'id\nx\n')).status).toBe(400);
    const viewer = await stack.as('viewer');
    expect((await upload(viewer, 'stores', 'id\nx\n')).status).toBe(403);
  });
});
