import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { connect, migrateToLatest } from '@mailroom/db';
import type { DestinationStream } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import type { AppContext } from './context';
import { deleteDeadSessions } from './auth/session-store';
import { migrations } from './db/migrations/index';
import type { Database } from './db/schema';
import { createLogger } from './platform/logger';
import { createMetrics } from './platform/metrics';
import { ServiceClient } from './service-client/service-client';
import { TicketPoller } from './tickets/poller';
import { pollPendingNow } from './tickets/repository';
import { TicketWatcher } from './tickets/watcher';
import { ensureFirstAdmin } from './users/bootstrap';

export interface RunningBff {
  url: string;
  ctx: AppContext;
  close(): Promise<void>;
}

/** Opens and migrates the store, creates the first admin, listens, and resumes polling pending tickets. */
export async function startBff(
  config: Config,
  options: { logDestination?: DestinationStream } = {},
): Promise<RunningBff> {
  const log = createLogger(config.LOG_LEVEL, options.logDestination);
  const db = connect<Database>(config.DATABASE_URL, {
    onIdleError: (err) => log.warn({ err }, 'an idle database connection failed; the pool opens a new one'),
  });
  await migrateToLatest(db, migrations);
  await ensureFirstAdmin(db, config, log);
  let publicUrl = config.publicUrl;
  const ctx: AppContext = {
    config,
    db,
    log,
    publicUrl: () => publicUrl,
    service: new ServiceClient(config),
    watcher: new TicketWatcher(db, (err) => log.error({ err }, 'ticket watcher failed')),
    metrics: createMetrics(),
  };
  const app = buildApp(ctx);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  // Streams (SSE, large uploads) must not be cut by Node's default request timeout.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.HOST}:${port}`;
  if (!config.PUBLIC_URL) publicUrl = url;
  ctx.watcher.start();
  await pollPendingNow(db, new Date().toISOString());
  const poller = new TicketPoller(ctx);
  poller.start();
  const sweep = setInterval(() => {
    deleteDeadSessions(db, new Date(Date.now() - 24 * 3600 * 1000).toISOString()).catch((err: unknown) =>
      log.error({ err }, 'session sweep failed'),
    );
  }, 3600 * 1000);
  sweep.unref();
  log.info({ url, service: config.serviceUrl }, 'BFF listening');
  return {
    url,
    ctx,
    close: async () => {
      clearInterval(sweep);
      await poller.stop();
      ctx.watcher.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
