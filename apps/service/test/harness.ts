import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { upsertApiUser } from '../src/api-users/api-users';
import { loadConfig } from '../src/config';
import type { QueueOptions } from '../src/jobs/queue';
import { startService, type RunningService } from '../src/server';

/** The store under test: SQLite by default, PostgreSQL when TEST_DB=postgres (with TEST_DATABASE_URL). */
export const testDialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface CallResult<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number | boolean | string[]>;
  headers?: Record<string, string>;
  auth?: { user: string; key: string } | false;
}

export interface TestUnit {
  user: string;
  key: string;
  id: number;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  /** Polls a ticket until it is completed or failed. */
  waitForTicket(id: string, timeoutMs?: number): Promise<any>;
}

export interface TestService extends TestUnit {
  url: string;
  service: RunningService;
  databaseUrl: string;
  newUnit(name?: string): Promise<TestUnit>;
  close(): Promise<void>;
}

/** A fresh, empty, migrated database per call: a temp SQLite file, or a new PostgreSQL database. */
export async function freshDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const tag = `mr_t_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
  if (testDialect === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${tag}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${tag}`;
    return {
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`drop database if exists ${tag} with (force)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailroom-'));
  return {
    url: `sqlite:${path.join(dir, 'service.db')}`,
    drop: () => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })),
  };
}

export function unitClient(url: string, user: string, key: string, id: number): TestUnit {
  const call = async (method: string, p: string, o: CallOptions = {}): Promise<CallResult> => {
    const u = new URL(p, url);
    for (const [k, v] of Object.entries(o.query ?? {})) {
      if (Array.isArray(v)) for (const x of v) u.searchParams.append(k, x);
      else u.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { ...o.headers };
    const auth = o.auth === undefined ? { user, key } : o.auth;
    if (auth) {
      headers['Api-User'] = auth.user;
      headers['Api-Key'] = auth.key;
    }
    let body: string | undefined = o.rawBody;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(u, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = undefined;
    if (text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
  const waitForTicket = async (ticketId: string, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await call('GET', `/v2/tickets/${ticketId}`);
      if (r.status !== 200) throw new Error(`ticket ${ticketId}: ${r.status} ${r.text}`);
      if (r.body.state === 'completed' || r.body.state === 'failed') return r.body;
      if (Date.now() > until)
        throw new Error(`ticket ${ticketId} still ${r.body.state} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { user, key, id, call, waitForTicket };
}

/** Starts the real service over HTTP on a random port with a fresh store and one API user. */
export async function startTestService(
  options: {
    env?: Record<string, string>;
    queue?: Partial<QueueOptions>;
    /** The URL the service connects with, from the fresh store's (a test may route it through a proxy). */
    connectVia?: (url: string) => string;
  } = {},
): Promise<TestService> {
  const db = await freshDatabaseUrl();
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: options.connectVia ? options.connectVia(db.url) : db.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    // Suites send thousands of calls as one unit; the rate limit has its own suite that turns it on.
    RATE_LIMIT_MAX: '0',
    ...options.env,
  });
  const service = await startService(config, { pollMs: 20, retryDelaysMs: [50, 100, 200], ...options.queue });
  const url = service.url;
  const newUnit = async (name = `unit-${crypto.randomBytes(4).toString('hex')}`) => {
    const key = crypto.randomBytes(24).toString('base64url');
    const { id } = await upsertApiUser(service.app.db, name, key);
    return unitClient(url, name, key, id);
  };
  const main = await newUnit();
  return {
    ...main,
    url,
    service,
    databaseUrl: db.url,
    newUnit,
    close: async () => {
      await service.close();
      await db.drop();
    },
  };
}
