import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startService } from '../../src/server';
import { startTestService, testDialect, unitClient, type TestService } from '../harness';

const run = promisify(execFile);
const serviceDir = path.resolve(import.meta.dirname, '../..');
const { SERVICE_BOOTSTRAP_API_USER: _u, SERVICE_BOOTSTRAP_API_KEY: _k, ...cleanEnv } = process.env;

/** Runs a CLI as an operator would: a child process with DATABASE_URL in its environment. */
async function cli(script: string, databaseUrl: string, ...args: string[]) {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serviceDir,
      env: { ...cleanEnv, DATABASE_URL: databaseUrl },
      timeout: 60_000,
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailroom-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.skipIf(testDialect !== 'sqlite')('online backup and restore (SQLite)', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(() => svc.close());

  it('backs up while writes go on, and a service on the restored copy serves the data', async () => {
    expect(
      (await svc.call('PUT', '/v2/target-lists/backed-up', { body: { name: 'backed-up' } })).status,
    ).toBe(201);
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        const id = `b-${written}@example.com`;
        const r = await svc.call('PUT', `/v2/subscribers/${id}`, { body: { id, email: id } });
        if (r.status !== 201) throw new Error(`write ${id}: ${r.status} ${r.text}`);
        const m = await svc.call('PUT', `/v2/target-lists/backed-up/members/${id}`, { body: { id } });
        if (m.status !== 200) throw new Error(`member ${id}: ${m.status} ${m.text}`);
        written++;
      }
    })();
    let failed: Error | undefined;
    writer.catch((err: Error) => (failed = err));
    while (written < 200 && !failed) await new Promise((r) => setTimeout(r, 10));
    if (failed) throw failed;
    const before = written;
    const out = path.join(dir, 'live.db');
    const backup = await cli('backup', svc.databaseUrl, out);
    const after = written;
    writing = false;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/integrity ok/);
    expect(after).toBeGreaterThan(before);

    const restoredUrl = `sqlite:${path.join(dir, 'restored', 'service.db')}`;
    const restore = await cli('restore', restoredUrl, out);
    expect(restore.code, restore.stderr).toBe(0);

    const copy = await startService(
      loadConfig({
        PORT: '0',
        DATABASE_URL: restoredUrl,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        RATE_LIMIT_MAX: '0',
      }),
    );
    try {
      const api = unitClient(copy.url, svc.user, svc.key, svc.id);
      const subs = await api.call('GET', '/v2/subscribers', { query: { limit: 1 } });
      expect(subs.status, subs.text).toBe(200);
      // A consistent snapshot: at least what was written before the backup started, at most what was after.
      const n: number = subs.body.total;
      expect(n).toBeGreaterThanOrEqual(before);
      expect(n).toBeLessThanOrEqual(after + 1);
      expect((await api.call('GET', '/v2/subscribers/b-0@example.com')).status).toBe(200);
      const list = await api.call('GET', '/v2/target-lists/backed-up');
      // Subscriber and membership are separate calls: the snapshot may hold the last subscriber without its row.
      expect(list.body.memberCount).toBeGreaterThanOrEqual(n - 1);
      expect(list.body.memberCount).toBeLessThanOrEqual(n);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses to overwrite the store of a running service unless --force, and refuses files that are not ours', async () => {
    const out = path.join(dir, 'second.db');
    expect((await cli('backup', svc.databaseUrl, out)).code).toBe(0);
    const again = await cli('backup', svc.databaseUrl, out);
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/exists/);

    const live = await cli('restore', svc.databaseUrl, out);
    expect(live.code).toBe(1);
    expect(live.stderr).toMatch(/running service \(pid \d+\).*--force/);

    const target = `sqlite:${path.join(dir, 'target', 'service.db')}`;
    const garbage = path.join(dir, 'garbage.db');
    fs.writeFileSync(garbage, 'this is not a database'.repeat(100));
    const bad = await cli('restore', target, garbage);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/not a valid SQLite database/);

    // Corrupt a page of a real backup: integrity_check (or opening it) must catch it.
    const corrupt = path.join(dir, 'corrupt.db');
    const bytes = fs.readFileSync(out);
    bytes.fill(0xff, 4096 * 2, 4096 * 2 + 2048);
    fs.writeFileSync(corrupt, bytes);
    const broken = await cli('restore', target, corrupt);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/integrity_check|not a valid SQLite database|not a Mailroom database/);
    expect(fs.existsSync(path.join(dir, 'target', 'service.db'))).toBe(false);
  }, 120_000);
});

describe('backup on PostgreSQL', () => {
  it('points to pg_dump and exits non-zero', async () => {
    const r = await cli('backup', 'postgres://u:p@127.0.0.1:1/none', path.join(dir, 'pg.db'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/pg_dump/);
    const restore = await cli('restore', 'postgres://u:p@127.0.0.1:1/none', path.join(dir, 'pg.db'));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toMatch(/pg_restore/);
  }, 60_000);
});
