import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { upsertApiUser } from '../../src/api-users/api-users';
import { connect, type Db } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { freshDatabaseUrl, unitClient, type TestUnit } from '../harness';

const serviceDir = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The service as its own process over a store the test also opens directly, so it can be SIGKILLed at any point
 * and started again on the same data, as an operator's supervisor would.
 */
export class ChildService {
  readonly user = `crash-${crypto.randomBytes(3).toString('hex')}`;
  readonly key = crypto.randomBytes(24).toString('base64url');
  db!: Db;
  buId = 0;
  private store!: { url: string; drop(): Promise<void> };
  private proc: ChildProcess | undefined;

  constructor(private readonly env: Record<string, string> = {}) {}

  get databaseUrl() {
    return this.store.url;
  }

  async init() {
    this.store = await freshDatabaseUrl();
    this.db = connect(this.store.url);
    await migrateToLatest(this.db);
    this.buId = (await upsertApiUser(this.db, this.user, this.key)).id;
  }

  async start(): Promise<TestUnit> {
    const port = await freePort();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: this.store.url,
        SERVICE_BOOTSTRAP_API_USER: this.user,
        SERVICE_BOOTSTRAP_API_KEY: this.key,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        RATE_LIMIT_MAX: '0',
        MASTER_SCHEDULER_MS: '0',
        // A killed worker's lease must run out before the restarted process may take its job over (PostgreSQL).
        JOB_LEASE_MS: '2000',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    this.proc = proc;
    const unit = unitClient(`http://127.0.0.1:${port}`, this.user, this.key, this.buId);
    const until = Date.now() + 30_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`service exited with ${proc.exitCode}: ${stderr}`);
      try {
        if ((await unit.call('GET', '/v2/company/ping')).status === 200) return unit;
      } catch {
        // not listening yet
      }
      if (Date.now() > until) throw new Error(`service did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGKILL: no shutdown hook, no flush, no lease release. */
  kill(): Promise<void> {
    const proc = this.proc;
    return new Promise((resolve) => {
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  }

  /** Polls `probe` against the store until it returns true; the running service is not asked. */
  async waitInStore(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > until) throw new Error(`${what}: not seen within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async close() {
    await this.kill();
    await this.db?.close();
    await this.store?.drop();
  }
}
