import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, migrateToLatest } from '@mailroom/db';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../service/test/harness';
import { loadConfig } from '../src/config';
import { allLeaks, startStack, type Stack } from './harness';

const base = {
  SERVICE_API_USER: 'bff',
  SERVICE_API_KEY: 'k'.repeat(32),
  SESSION_SECRET: 's'.repeat(40),
};

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig(base);
    expect(c.PORT).toBe(4000);
    expect(c.DATABASE_URL).toBe('sqlite:./data/bff.db');
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.TRUST_PROXY).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ SERVICE_URL: 'not a url' }, /SERVICE_URL/],
    [{ SERVICE_API_KEY: 'short' }, /SERVICE_API_KEY/],
    [{ SESSION_SECRET: 'tiny' }, /SESSION_SECRET/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ ADMIN_EMAIL: 'nope' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'a@b.test', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ PUBLIC_URL: 'localhost' }, /PUBLIC_URL/],
  ])('%o stops start-up naming the variable', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });

  it('requires the service credentials and the session secret', () => {
    expect(() => loadConfig({})).toThrow(/SERVICE_API_USER/);
    expect(() => loadConfig({ ...base, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
  });

  it('parses TRUST_PROXY forms', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    );
  });
});

describe('@mailroom/db', () => {
  it('connects and runs named migrations once, in order', async () => {
    const fresh = await freshDatabaseUrl();
    const db = connect<{ things: { id: number; name: string } }>(fresh.url);
    try {
      const ran: string[] = [];
      const migrations = {
        '0002-more': () => ({
          up: async (k: Kysely<unknown>) => {
            ran.push('0002');
            await k.schema.alterTable('things').addColumn('extra', 'text').execute();
          },
        }),
        '0001-things': () => ({
          up: async (k: Kysely<unknown>) => {
            ran.push('0001');
            await k.schema
              .createTable('things')
              .addColumn('id', 'integer')
              .addColumn('name', 'text')
              .execute();
          },
        }),
      };
      expect(await migrateToLatest(db, migrations)).toEqual(['0001-things', '0002-more']);
      expect(await migrateToLatest(db, migrations)).toEqual([]);
      expect(ran).toEqual(['0001', '0002']);
      await db.kysely.insertInto('things').values({ id: 1, name: 'a' }).execute();
      const n = await sql<{ n: number }>`select count(*) as n from things`.execute(db.kysely);
      expect(Number(n.rows[0]!.n)).toBe(1);
      const broken = {
        ...migrations,
        '0003-broken': () => ({ up: async (k: Kysely<unknown>) => void (await sql`nonsense`.execute(k)) }),
      };
      await expect(migrateToLatest(db, broken)).rejects.toThrow(/0003-broken/);
    } finally {
      await db.close();
      await fresh.drop();
    }
  });
});

describe('serving the SPA', () => {
  let stack: Stack;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bff-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Mailroom</title><script type="module" src="/assets/app.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    stack = await startStack({
      bffEnv: {
        WEB_DIST: dist,
        ADMIN_PASSWORD: '',
        ADMIN_EMAIL: 'first@example.test',
        PRINT_ADMIN_PASSWORD: '0',
      },
    });
  });
  afterAll(async () => {
    const leaks = allLeaks(stack);
    await stack?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    expect(leaks).toEqual([]);
  });

  it('serves index.html for deep links, assets as files, and JSON 404 under /api', async () => {
    const b = stack.browser();
    const deep = await b.call('GET', '/target-lists/abc?x=1', { headers: { accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>Mailroom</title>');
    expect(deep.headers.get('content-security-policy')).toContain("script-src 'self'");
    const asset = await b.call('GET', '/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const api = await b.call('GET', '/api/nothing-here', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('not_found');
  });

  it('creates the first admin with a generated password when none is configured', async () => {
    const users = await stack.bff.ctx.db.kysely.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: 'first@example.test', role: 'admin' });
    expect(users[0]!.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });
});
