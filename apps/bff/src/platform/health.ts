import type { Readiness } from '@mailroom/contract';
import { sql } from 'kysely';
import { Router } from 'express';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';

/** Liveness is the process; readiness is the database and the service both answering. */
export function healthRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    const [database, service] = await Promise.all([
      sql`select 1`.execute(ctx.db.kysely).then(
        () => true,
        () => false,
      ),
      ctx.service.ping(),
    ]);
    const ready = database && service;
    const body: Readiness = { status: ready ? 'ready' : 'not ready', checks: { database, service } };
    res.status(ready ? 200 : 503).json(body);
  });
  r.get('/metrics', async (_req, res) => {
    res.set('content-type', ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics());
  });
  return r;
}

/** How long one answer about the service is reused: every open console tab polls, the service is pinged once. */
const HEALTH_TTL_MS = 2000;

/**
 * GET /api/health for the console's outage banner: whether the BFF reaches the service right now. Under /api (so
 * the dev server's proxy forwards it) and behind a session (so anonymous callers cannot make the BFF ping).
 */
export function serviceHealthRoutes(ctx: AppContext): Router {
  const r = Router();
  let last: { at: number; answer: Promise<boolean> } | undefined;
  r.get('/api/health', requireRole('viewer'), async (_req, res) => {
    if (!last || Date.now() - last.at > HEALTH_TTL_MS) last = { at: Date.now(), answer: ctx.service.ping() };
    const service = await last.answer;
    res.json({ status: service ? 'ok' : 'degraded', checks: { service } });
  });
  return r;
}
