import type { Readiness } from '@mailroom/contract';
import { sql } from 'kysely';
import { Router } from 'express';
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
