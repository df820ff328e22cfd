import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, httpLogger } from '../src/platform/logger';

const lines: Record<string, any>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
    done();
  },
});
let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(httpLogger(app, createLogger('info', sink)));
  app.get('/handler-logs', (req, res) => {
    req.log.info({ step: 1 }, 'first');
    req.log.warn({ step: 2 }, 'second');
    res.json({ same: req.log === req.log });
  });
  app.get('/fails', (_req, res) => {
    res.status(503).json({ code: 'unavailable' });
  });
  app.get('/api/callbacks/:ticket/:secret', (_req, res) => {
    res.status(204).end();
  });
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.json({ late: true }), 300);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const completion = async (id: string) => {
  for (let i = 0; i < 50; i++) {
    const hit = lines.find((l) => l.req?.id === id && l.res);
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no completion line for ${id}`);
};

describe('request logging', () => {
  it("binds the request to a handler's lines, one child per request", async () => {
    const r = await fetch(`${base}/handler-logs`, {
      headers: { 'x-request-id': 'rl-1', cookie: 'mr_session=tok' },
    });
    expect(await r.json()).toEqual({ same: true });
    const own = lines.filter((l) => l.req?.id === 'rl-1' && !l.res);
    expect(own.map((l) => [l.msg, l.step, l.level])).toEqual([
      ['first', 1, 30],
      ['second', 2, 40],
    ]);
    expect(own[0]!.req).toMatchObject({ method: 'GET', url: '/handler-logs' });
    expect((await completion('rl-1')).msg).toBe('request completed');
    expect(JSON.stringify(lines)).not.toContain('mr_session');
  });

  it('logs a 5xx answer at error level', async () => {
    await fetch(`${base}/fails`, { headers: { 'x-request-id': 'rl-2' } });
    expect(await completion('rl-2')).toMatchObject({ level: 50, res: { statusCode: 503 } });
  });

  it('masks the secret segment of a callback URL', async () => {
    await fetch(`${base}/api/callbacks/t-1/very-secret-part?x=1`, { headers: { 'x-request-id': 'rl-3' } });
    expect((await completion('rl-3')).req.url).toBe('/api/callbacks/t-1/[redacted]?x=1');
    expect(JSON.stringify(lines)).not.toContain('very-secret-part');
  });

  it('records a request whose client left before the answer as aborted', async () => {
    const ac = new AbortController();
    const pending = fetch(`${base}/slow`, { headers: { 'x-request-id': 'rl-4' }, signal: ac.signal });
    setTimeout(() => ac.abort(), 50);
    await expect(pending).rejects.toThrow();
    const line = await completion('rl-4');
    expect(line.msg).toBe('request aborted');
  });

  it('writes no completion line when its level is off', async () => {
    const quiet: string[] = [];
    const app = express();
    const out = new Writable({
      write(c: Buffer, _e, done) {
        quiet.push(c.toString('utf8'));
        done();
      },
    });
    app.use(httpLogger(app, createLogger('warn', out)));
    app.get('/x', (_req, res) => res.json({}));
    const s = app.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    const r = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/x`);
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r2) => setTimeout(r2, 50));
    s.closeAllConnections();
    await new Promise((r2) => s.close(r2));
    expect(quiet).toEqual([]);
  });
});
