import crypto from 'node:crypto';
import http from 'node:http';
import { upsertApiUser } from '../../../service/src/api-users/api-users';
import { loadConfig as loadServiceConfig } from '../../../service/src/config';
import { startService, type RunningService } from '../../../service/src/server';
import { freshDatabaseUrl } from '../../../service/test/harness';
import { freePort } from '../bff-process';

/**
 * The real service on a fixed port and database, so a test can stop it, put something else on its port, and
 * start it again where the BFF expects it.
 */
export class ServiceControl {
  running: RunningService | undefined;
  /** The business unit of `user`, for seeding. */
  buId = 0;
  readonly user = `outage-${crypto.randomBytes(3).toString('hex')}`;
  readonly key = crypto.randomBytes(24).toString('base64url');
  private constructor(
    readonly port: number,
    private readonly store: { url: string; drop(): Promise<void> },
  ) {}

  static async create(): Promise<ServiceControl> {
    return new ServiceControl(await freePort(), await freshDatabaseUrl());
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the service; `workers: 0` keeps asynchronous jobs queued until a later start with workers. */
  async start(workers = 1) {
    const config = loadServiceConfig({
      PORT: String(this.port),
      DATABASE_URL: this.store.url,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      WORKERS: String(workers),
      RATE_LIMIT_MAX: '0',
    });
    this.running = await startService(config, { pollMs: 20, retryDelaysMs: [50, 100, 200] });
    this.buId = (await upsertApiUser(this.running.app.db, this.user, this.key)).id;
  }

  async stop() {
    await this.running?.close();
    this.running = undefined;
  }

  /** Something on the service's port that accepts connections and never answers: the service hangs. */
  async hang(): Promise<() => Promise<void>> {
    const server = http.createServer(() => undefined);
    await new Promise<void>((r) => server.listen(this.port, '127.0.0.1', r));
    return async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    };
  }

  async close() {
    await this.stop();
    await this.store.drop();
  }
}
