import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

const run = promisify(execFile);
const serviceDir = path.resolve(import.meta.dirname, '..');
const { SERVICE_BOOTSTRAP_API_USER: _u, SERVICE_BOOTSTRAP_API_KEY: _k, ...cleanEnv } = process.env;

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

/** Runs the dataset CLI as an operator does, against the test service's store. */
async function dataset(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/dataset.ts', ...args],
      {
        cwd: serviceDir,
        env: { ...cleanEnv, DATABASE_URL: svc.databaseUrl },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('dataset CLI', () => {
  it(
    'creates a dataset the API then serves, with a composite key, and lists it',
    { timeout: 60_000 },
    async () => {
      const created = await dataset(
        'create',
        '--api-user',
        svc.user,
        '--name',
        'stores',
        '--columns',
        'id:String:20,city:String:80,price:Number',
        '--key',
        'id,city',
      );
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toContain('Dataset "stores" created');
      const schema = await svc.call('GET', '/v2/reference-data/stores', { query: { view: 'schema' } });
      expect(schema.body).toMatchObject({
        primaryKey: ['city', 'id'],
        columns: [
          { name: 'id', type: 'String', length: 20, nullable: false },
          { name: 'city', type: 'String', length: 80, nullable: false },
          { name: 'price', type: 'Number', nullable: true },
        ],
      });
      expect(
        (await svc.call('PUT', '/v2/reference-data/stores/records/Oslo|s1', { body: { price: 3 } })).status,
      ).toBe(201);
      const listed = await dataset('list', '--api-user', svc.user);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toMatch(/^stores\t1 records\t/m);
    },
  );

  it(
    'fails with a message for a bad schema, a taken name or an unknown API user; usage errors exit 2',
    { timeout: 120_000 },
    async () => {
      const base = ['create', '--api-user', svc.user, '--name'];
      await dataset(...base, 'd3', '--columns', 'id:String');
      // Each run starts a process that compiles the CLI: run them side by side.
      const [badType, badKey, taken, nobody, ...usage] = await Promise.all([
        dataset(...base, 'd1', '--columns', 'id:Text'),
        dataset(...base, 'd2', '--columns', 'id:String', '--key', 'code'),
        dataset(...base, 'd3', '--columns', 'id:String'),
        dataset('create', '--api-user', 'nobody', '--name', 'x', '--columns', 'a:String'),
        ...[[], ['drop'], ['create', '--api-user', svc.user], [...base, 'x', '--columns', 'a'], ['list']].map(
          (args) => dataset(...args),
        ),
      ]);
      expect(badType.code).toBe(1);
      expect(badType.stderr).toContain(
        'columns[0].type "Text" must be one of: String, Number, Boolean, Date',
      );
      expect(badKey.stderr).toContain('primaryKey "code" is not one of the columns');
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain('name "d3" is already used');
      expect(nobody.code).toBe(1);
      expect(nobody.stderr).toContain('API user "nobody" does not exist');
      for (const r of usage) {
        expect(r.code, r.stderr).toBe(2);
        expect(r.stderr).toContain('Usage:');
      }
    },
  );
});
