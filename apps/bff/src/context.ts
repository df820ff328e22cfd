import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db } from './db/schema';
import type { Metrics } from './platform/metrics';
import type { ServiceClient } from './service-client/service-client';
import type { TicketWatcher } from './tickets/watcher';

/** Everything a route or domain function may need, built once at start-up. */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  /** Where the service reaches this BFF for callbacks; known only once the server listens on PORT=0. */
  publicUrl(): string;
  service: ServiceClient;
  watcher: TicketWatcher;
  metrics: Metrics;
}
