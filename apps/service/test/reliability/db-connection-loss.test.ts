import net from 'node:net';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, testDialect, type TestService } from '../harness';

/** A TCP hop in front of PostgreSQL that a test can cut (refusing new connections, resetting open ones) and mend. */
class CuttableProxy {
  private server = net.createServer((client) => this.pipe(client));
  private sockets = new Set<net.Socket>();
  port = 0;
  constructor(private target: { host: string; port: number }) {}

  private pipe(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  }

  listen(port = 0) {
    return new Promise<void>((resolve) =>
      this.server.listen(port, '127.0.0.1', () => {
        this.port = (this.server.address() as net.AddressInfo).port;
        resolve();
      }),
    );
  }

  async cut() {
    const closed = new Promise((r) => this.server.close(r));
    for (const s of this.sockets) s.resetAndDestroy();
    await closed;
  }

  async mend() {
    this.server = net.createServer((client) => this.pipe(client));
    await this.listen(this.port);
  }
}

const subscriber = (i: number) => ({ id: `cut-${i}@example.com`, email: `cut-${i}@example.com` });

// pg's pool re-throws an idle connection's failure as an uncaught exception unless someone listens, so a PostgreSQL
// restart or an operator's pg_terminate_backend would end the service. It logs the failure and goes on; calls made
// while the store is unreachable get a 503 that says so, and the service recovers when the store is back.
describe.skipIf(testDialect !== 'postgres')('losing the PostgreSQL connections', () => {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost:5432/postgres');
  const proxy = new CuttableProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  let svc: TestService;
  beforeAll(async () => {
    await proxy.listen();
    svc = await startTestService({
      connectVia: (url) => {
        const u = new URL(url);
        u.port = String(proxy.port);
        return u.toString();
      },
    });
  });
  afterAll(async () => {
    await svc?.close();
    await proxy.cut();
  });

  it('keeps answering after every idle connection of the store is terminated', async () => {
    // Several calls at once, so the pool holds more than one idle connection afterwards.
    const warm = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        svc.call('PUT', `/v2/subscribers/${subscriber(i).id}`, { body: subscriber(i) }),
      ),
    );
    expect(warm.map((r) => r.status)).toEqual([201, 201, 201, 201]);

    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    const cut = await client.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [new URL(svc.databaseUrl).pathname.slice(1)],
    );
    await client.end();
    expect(cut.rows[0]!.n).toBeGreaterThan(1);
    // The terminated sockets close asynchronously; give the pool time to notice before the next call.
    await new Promise((r) => setTimeout(r, 300));

    const after = await svc.call('GET', `/v2/subscribers/${subscriber(0).id}`);
    expect(after.status).toBe(200);
    expect(after.body.id).toBe(subscriber(0).id);
  });

  it('answers 503 with Retry-After while the store is unreachable, and recovers when it is back', async () => {
    await proxy.cut();
    try {
      const during = await svc.call('GET', `/v2/subscribers/${subscriber(1).id}`);
      expect(during.status).toBe(503);
      expect(during.body.code).toBe('service_unavailable');
      expect(during.body.message).toMatch(/store is unavailable/);
      expect(during.headers.get('retry-after')).toBe('5');
    } finally {
      await proxy.mend();
    }
    const after = await svc.call('GET', `/v2/subscribers/${subscriber(1).id}`);
    expect(after.status).toBe(200);
    const written = await svc.call('PUT', `/v2/subscribers/${subscriber(9).id}`, { body: subscriber(9) });
    expect(written.status).toBe(201);
  });
});

describe.skipIf(testDialect !== 'sqlite')('a SQLite file locked by another process', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService({ env: { WORKERS: '0' } });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers a write 503 while another connection holds the write lock, and 201 once it is released', async () => {
    const other = new SQLite(svc.databaseUrl.replace(/^sqlite:/, ''));
    other.exec('begin exclusive');
    try {
      const during = await svc.call('PUT', `/v2/subscribers/${subscriber(5).id}`, { body: subscriber(5) });
      expect(during.status).toBe(503);
      expect(during.body.code).toBe('service_unavailable');
      expect(during.headers.get('retry-after')).toBe('5');
    } finally {
      other.exec('rollback');
      other.close();
    }
    const after = await svc.call('PUT', `/v2/subscribers/${subscriber(5).id}`, { body: subscriber(5) });
    expect(after.status).toBe(201);
  });
});
