import type { RouteDef } from '@mailroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { JobQueue } from './jobs/queue';
import type { Authenticator } from './platform/auth';
import type { OffsetAnchors } from './platform/deep-offset';

/** What every handler and job can reach: built once at start, passed down explicitly. */
export interface AppContext {
  config: Config;
  db: Db;
  auth: Authenticator;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Anchors for deep OFFSET pages of member lists and subscribers (platform/deep-offset.ts). */
  deepPages: OffsetAnchors;
  /** The contract routes this service has handlers for, in registration order (OpenAPI lists these). */
  implemented: RouteDef[];
}
