import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataset } from '../src/reference-data/create-dataset';
import { lookupRecord } from '../src/reference-data/lookup';
import { startTestService, type TestService } from './harness';
import { newDataset, recordsPath, uniqDataset } from './reference-data-fixtures';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

const put = (ds: string, id: string, body: unknown) =>
  svc.call('PUT', recordsPath(ds, `/${encodeURIComponent(id)}`), { body });

describe('datasets', () => {
  it('lists the unit’s datasets by name with exact record counts, paged', async () => {
    const unit = await svc.newUnit();
    const empty = await unit.call('GET', '/v2/reference-data');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ datasetCount: 0, offset: 0, limit: 25, datasets: [] });

    const db = svc.service.app.db;
    for (const name of ['beta', 'alpha', 'gamma'])
      await createDataset(db, unit.id, { name, columns: [{ name: 'k', type: 'String' }], primaryKey: ['k'] });
    await unit.call('PUT', '/v2/reference-data/alpha/records/one', { body: {} });
    await unit.call('PUT', '/v2/reference-data/alpha/records/two', { body: {} });

    const all = await unit.call('GET', '/v2/reference-data');
    expect(all.body).toEqual({
      datasetCount: 3,
      offset: 0,
      limit: 25,
      datasets: [
        { name: 'alpha', recordCount: 2 },
        { name: 'beta', recordCount: 0 },
        { name: 'gamma', recordCount: 0 },
      ],
    });
    const page = await unit.call('GET', '/v2/reference-data', { query: { limit: 1, offset: 1 } });
    expect(page.body.datasets).toEqual([{ name: 'beta', recordCount: 0 }]);
    const counts = await unit.call('GET', '/v2/reference-data', { query: { limit: 0 } });
    expect(counts.body).toMatchObject({ datasetCount: 3, datasets: [] });
    const bad = await unit.call('GET', '/v2/reference-data', { query: { limit: 500 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('limit must be an integer from 0 to 100');
  });

  it('gives a summary, and the columns and key with view=schema', async () => {
    const ds = await newDataset(svc);
    const summary = await svc.call('GET', `/v2/reference-data/${ds}`);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ name: ds, recordCount: 0, primaryKey: ['id'] });
    expect(summary.body.lastUpdate).toMatch(/Z$/);
    const schema = await svc.call('GET', `/v2/reference-data/${ds}`, { query: { view: 'schema' } });
    expect(schema.body).toEqual({
      name: ds,
      view: 'schema',
      primaryKey: ['id'],
      columns: [
        { name: 'id', type: 'String', length: 20, nullable: false },
        { name: 'city', type: 'String', length: 12, nullable: true },
        { name: 'price', type: 'Number', nullable: true },
        { name: 'open', type: 'Boolean', nullable: true },
        { name: 'since', type: 'Date', nullable: true },
      ],
    });
    const badView = await svc.call('GET', `/v2/reference-data/${ds}`, { query: { view: 'full' } });
    expect(badView.status).toBe(400);
    expect(badView.body.message).toBe('view must be basic or schema');
  });

  it('answers 404 naming an unknown dataset on every call, 400 for a malformed name, 401 without keys', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/v2/reference-data/nosuch'],
      ['GET', recordsPath('nosuch')],
      ['GET', recordsPath('nosuch', '/1')],
      ['PUT', recordsPath('nosuch', '/1'), {}],
      ['DELETE', recordsPath('nosuch', '/1')],
      ['POST', recordsPath('nosuch', '/update'), [{ id: '1' }]],
      ['POST', recordsPath('nosuch', '/import'), { records: [{ id: '1' }] }],
      ['POST', recordsPath('nosuch', '/file-import'), { file: { content: 'id\n1' }, mapping: { id: 'id' } }],
    ];
    for (const [method, path, body] of calls) {
      const r = await svc.call(method, path, { body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.body).toEqual(
        expect.objectContaining({ code: 'not_found', message: 'dataset "nosuch" does not exist' }),
      );
      expect((await svc.call(method, path, { body, auth: false })).status).toBe(401);
    }
    const bad = await svc.call('GET', '/v2/reference-data/9bad');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('dataset must be a dataset name');
  });

  it('keeps units apart: another unit sees neither the dataset nor its records', async () => {
    const ds = await newDataset(svc);
    expect((await put(ds, 's1', { city: 'Oslo' })).status).toBe(201);
    const other = await svc.newUnit();
    expect((await other.call('GET', '/v2/reference-data')).body.datasetCount).toBe(0);
    expect((await other.call('GET', `/v2/reference-data/${ds}`)).status).toBe(404);
    expect((await other.call('GET', recordsPath(ds, '/s1'))).status).toBe(404);
    expect((await other.call('PUT', recordsPath(ds, '/s1'), { body: { city: 'X' } })).status).toBe(404);
    expect((await other.call('DELETE', recordsPath(ds, '/s1'))).status).toBe(404);
    // The same name in another unit is another dataset.
    await createDataset(svc.service.app.db, other.id, {
      name: ds,
      columns: [{ name: 'id', type: 'String' }],
      primaryKey: ['id'],
    });
    expect((await other.call('GET', recordsPath(ds, '/s1'))).status).toBe(404);
    expect((await svc.call('GET', recordsPath(ds, '/s1'))).body.city).toBe('Oslo');
    expect(await lookupRecord(svc.service.app.db, other.id, ds, 's1')).toBeUndefined();
  });

  it('createDataset rejects bad schemas and a taken name, naming the problem', async () => {
    const db = svc.service.app.db;
    const col = { name: 'k', type: 'String' };
    const cases: [Parameters<typeof createDataset>[2], string][] = [
      [{ name: '1x', columns: [col], primaryKey: [] }, 'name must be a dataset name'],
      [{ name: uniqDataset(), columns: [], primaryKey: [] }, 'columns must have at least 1 column'],
      [
        { name: uniqDataset(), columns: [{ name: 'a b', type: 'String' }], primaryKey: [] },
        'columns[0].name "a b"',
      ],
      [{ name: uniqDataset(), columns: [{ name: 'limit', type: 'String' }], primaryKey: [] }, 'reserved'],
      [
        { name: uniqDataset(), columns: [col, { name: 'K', type: 'Number' }], primaryKey: [] },
        'columns[1].name "K" is used',
      ],
      [
        { name: uniqDataset(), columns: [{ name: 'a', type: 'Text' }], primaryKey: [] },
        'columns[0].type "Text" must be one of',
      ],
      [
        { name: uniqDataset(), columns: [{ name: 'a', type: 'Number', length: 3 }], primaryKey: [] },
        'String columns only',
      ],
      [
        { name: uniqDataset(), columns: [{ name: 'a', type: 'String', length: 0 }], primaryKey: [] },
        'columns[0].length',
      ],
      [
        { name: uniqDataset(), columns: [col], primaryKey: ['nope'] },
        'primaryKey "nope" is not one of the columns',
      ],
      [{ name: uniqDataset(), columns: [col], primaryKey: ['k', 'k'] }, 'primaryKey names a column twice'],
    ];
    for (const [input, message] of cases)
      await expect(createDataset(db, svc.id, input), message).rejects.toThrow(message);
    const name = await newDataset(svc);
    await expect(createDataset(db, svc.id, { name, columns: [col], primaryKey: [] })).rejects.toThrow(
      `name "${name}" is already used by another dataset`,
    );
  });
});
