import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { asyncResultRoutes } from './async-results/routes';
import type { AppContext } from './app-context';
import { companyRoutes } from './company/routes';
import type { Config } from './config';
import type { Db } from './db/connect';
import { JobQueue, defaultQueueOptions, type QueueOptions } from './jobs/queue';
import { Authenticator } from './platform/auth';
import { installErrorHandling, sendError, writeClientError } from './platform/error-handler';
import { OffsetAnchors } from './platform/deep-offset';
import { checkJsonDepth, parseJsonBody } from './platform/json-body';
import { installRateLimit } from './platform/rate-limit';
import { openApiRoutes } from './openapi/routes';
import { registerJobs, registerResourceRoutes } from './resources';
import { ticketRoutes } from './tickets/routes';

export interface BuiltApp {
  fastify: FastifyInstance;
  app: AppContext;
}

/** Builds the HTTP app and the job queue over an open, migrated store. Nothing listens or runs until started. */
export function buildApp(config: Config, db: Db, queue: Partial<QueueOptions> = {}): BuiltApp {
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers["api-key"]', 'req.headers.authorization'], censor: '[redacted]' },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 1000 },
    connectionTimeout: 60_000,
    // Slow clients (slowloris): headers and the whole request each have a deadline, checked every second,
    // after which Node answers 408 through writeClientError and closes the connection.
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
    clientErrorHandler: writeClientError,
    frameworkErrors: (err, _req, reply) => {
      void sendError(reply, 'invalid_request', 400, `the URL is malformed: ${err.message}`);
    },
    requestTimeout: config.REQUEST_TIMEOUT_MS,
  });
  // Content-Type is optional on the spec's JSON calls: whatever the type, the body is read as JSON.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // application/json keeps Fastify's parser (prototype-poisoning checks, empty-body error) behind the depth check.
  const secureJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    try {
      checkJsonDepth(String(body));
    } catch (err) {
      return done(err as Error, undefined);
    }
    void secureJson(req, String(body), done);
  });
  fastify.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandling(fastify);
  installRateLimit(fastify, config);

  const jobs = new JobQueue(db, fastify.log, {
    ...defaultQueueOptions,
    workers: config.WORKERS,
    leaseMs: config.JOB_LEASE_MS,
    callbackAllowHosts: config.CALLBACK_ALLOW_HOSTS,
    ...queue,
  });
  const app: AppContext = {
    config,
    db,
    auth: new Authenticator(db),
    jobs,
    log: fastify.log,
    deepPages: new OffsetAnchors(),
    implemented: [],
  };

  companyRoutes(fastify, app);
  ticketRoutes(fastify, app);
  asyncResultRoutes(fastify, app);
  registerResourceRoutes(fastify, app);
  openApiRoutes(fastify, app);
  registerJobs(app);
  return { fastify, app };
}
