import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startService, type RunningService } from '../src/server';
import { freshDatabaseUrl, unitClient } from './harness';

const run = promisify(execFile);
const serviceDir = path.resolve(import.meta.dirname, '..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

// The CLIs validate the whole environment like the service does; a stray bootstrap pair must not leak in.
const { SERVICE_BOOTSTRAP_API_USER: _u, SERVICE_BOOTSTRAP_API_KEY: _k, ...cleanEnv } = process.env;

let databaseUrl: string;
let drop: () => Promise<void>;

/** Runs a CLI the way an operator does, as a child process with DATABASE_URL in its environment. */
async function cli(script: string, ...args: string[]): Promise<CliResult> {
  try {
    // `node --import tsx` is what `npx tsx` runs, minus npx's and tsx's own launcher processes.
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `src/cli/${script}.ts`, ...args],
      {
        cwd: serviceDir,
        env: { ...cleanEnv, DATABASE_URL: databaseUrl },
        timeout: 60_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

async function withService<T>(body: (service: RunningService) => Promise<T>): Promise<T> {
  const config = loadConfig({ PORT: '0', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const service = await startService(config);
  try {
    return await body(service);
  } finally {
    await service.close();
  }
}

const keyOf = (stdout: string) => /^api-key: (\S+)$/m.exec(stdout)?.[1];

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  databaseUrl = fresh.url;
  drop = () => fresh.drop();
});
afterAll(() => drop());

describe('api-user CLI', () => {
  it('creates a user whose printed key authenticates against the service, and only that key', async () => {
    const created = await cli('api-user', 'create', 'acme-marketing');
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('"acme-marketing" created');
    const key = keyOf(created.stdout);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await withService(async (service) => {
      const good = unitClient(service.url, 'acme-marketing', key!, 0);
      const ping = await good.call('GET', '/v2/company/ping');
      expect(ping.status).toBe(200);
      const company = await good.call('GET', '/v2/company');
      expect(company.body.name).toBe('acme-marketing');
      const wrong = unitClient(service.url, 'acme-marketing', `${key!}x`, 0);
      expect((await wrong.call('GET', '/v2/company/ping')).status).toBe(401);
    });
  });

  it('re-keys an existing user so the old key stops working', async () => {
    const first = keyOf((await cli('api-user', 'create', 'rekeyed')).stdout);
    const second = await cli('api-user', 'create', 'rekeyed');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('re-keyed');
    const key = keyOf(second.stdout);
    expect(key).not.toBe(first);
    await withService(async (service) => {
      expect((await unitClient(service.url, 'rekeyed', key!, 0).call('GET', '/v2/company/ping')).status).toBe(
        200,
      );
      expect(
        (await unitClient(service.url, 'rekeyed', first!, 0).call('GET', '/v2/company/ping')).status,
      ).toBe(401);
    });
  });

  it('lists the users it created', async () => {
    const listed = await cli('api-user', 'list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/\tacme-marketing\t/);
    expect(listed.stdout).toMatch(/\trekeyed\t/);
  });

  it('exits 2 with the usage for a missing or unknown command and a bad name', async () => {
    const calls = [[], ['frobnicate'], ['create'], ['create', 'has space'], ['create', 'x', '--bogus']];
    const results = await Promise.all(calls.map((args) => cli('api-user', ...args)));
    results.forEach((r, i) => {
      expect(r.code, calls[i]!.join(' ')).toBe(2);
      expect(r.stderr).toContain('Usage:');
    });
  });
});

describe('seed CLI', () => {
  it('seeds an empty unit with the asked sizes and refuses to seed it twice', async () => {
    const args = ['--api-user', 'seeded', '--subscribers', '300', '--lists', '3', '--list-size', '250'];
    const r = await cli('seed', ...args, '--messages', '120');
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(summary).toMatchObject({ subscribers: 300, lists: 3, messages: 120 });
    expect(r.stdout).toContain('"seeded" created');
    expect(keyOf(r.stdout)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await cli('seed', ...args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has 300 subscribers');

    const bad = await cli('seed', '--api-user', 'seeded', '--subscribers', 'many');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--subscribers must be a whole number');
  });
});
