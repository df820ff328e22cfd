import express, { Router, type Express } from 'express';
import './platform/request-types';
import { auditTrail } from './audit/middleware';
import { auditRoutes } from './audit/routes';
import { loadSession, requireCsrf } from './auth/middleware';
import { sessionLimit } from './auth/rate-limit';
import { requireSameOrigin } from './auth/same-origin';
import { sessionRoutes } from './auth/routes';
import type { AppContext } from './context';
import { importRoutes } from './imports/routes';
import { errorHandler, notFoundHandler } from './platform/errors';
import { healthRoutes, serviceHealthRoutes } from './platform/health';
import { httpLogger } from './platform/logger';
import { httpMetrics } from './platform/metrics';
import { securityHeaders } from './platform/security-headers';
import { spaRoutes } from './platform/spa';
import { proxyRoutes } from './proxy/routes';
import { reportRoutes } from './reports/routes';
import { callbackRoutes } from './tickets/callback-routes';
import { eventRoutes } from './tickets/events-route';
import { ticketRoutes } from './tickets/routes';
import { userRoutes } from './users/routes';

/** Requests that may change state without a session's CSRF token: sign-in itself and the service's callbacks. */
const csrfExempt = (method: string, path: string) =>
  (method === 'POST' && path === '/api/session') || path.startsWith('/api/callbacks/');

/**
 * What every /api request passes, in order, under one mount: Express matches and rewrites the path once for the
 * group instead of once per middleware (six mounts were a few percent of a proxied call; docs/performance.md, 16).
 */
function apiGuards(ctx: AppContext): Router {
  const r = Router();
  r.use((_req, res, next) => {
    // API answers are per user: never cached by the browser or a shared proxy.
    res.set('cache-control', 'no-store');
    next();
  });
  r.use(loadSession(ctx));
  // Before the CSRF check, so refused attempts from a session are on the record too.
  r.use(auditTrail(ctx));
  r.use(sessionLimit(ctx.config));
  // Callbacks come from the service, not a browser; everything else that changes state must be same-origin.
  const sameOrigin = requireSameOrigin(ctx.config);
  r.use((req, res, next) =>
    req.originalUrl.startsWith('/api/callbacks/') ? next() : sameOrigin(req, res, next),
  );
  r.use((req, res, next) =>
    csrfExempt(req.method, req.originalUrl.split('?')[0] ?? '') ? next() : requireCsrf(req, res, next),
  );
  return r;
}

export function buildApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.set('query parser', 'simple');
  app.use(httpLogger(app, ctx.log));
  app.use(httpMetrics(ctx.metrics));
  app.use(securityHeaders());
  app.use(healthRoutes(ctx));
  app.use(callbackRoutes(ctx));

  app.use('/api', apiGuards(ctx));
  // First of the routers: /api/v2 is the proxy's alone, and the busiest path should not be tried against every
  // other router's routes first (~25 route matches per proxied call; docs/performance.md, change 16).
  app.use(proxyRoutes(ctx));
  app.use(sessionRoutes(ctx));
  app.use(userRoutes(ctx));
  app.use(auditRoutes(ctx));
  app.use(serviceHealthRoutes(ctx));
  app.use(ticketRoutes(ctx));
  app.use(eventRoutes(ctx));
  app.use(importRoutes(ctx));
  app.use(reportRoutes(ctx));
  app.use(spaRoutes(ctx.config.WEB_DIST));
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
