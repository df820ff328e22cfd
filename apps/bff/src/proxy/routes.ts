import { pipeline } from 'node:stream/promises';
import { routeList, TicketSchema, type RouteDef } from '@mailroom/contract';
import { Router, type Request, type Response } from 'express';
import { requireSession } from '../auth/middleware';
import type { AppContext } from '../context';
import { forbidden } from '../platform/errors';
import { abandonTracking, applyServiceTicket, openTracking, type Tracking } from '../tickets/tracker';
import { findTicket } from '../tickets/repository';
import { toTicketView } from '../tickets/wire';
import { hasRole, roleFor } from '../users/roles';
import { forward, hasBody, readJson, requestHeaders, responseHeaders, smallBody } from './forward';
import { RouteMatcher } from './route-match';

/** Parameters the BFF owns on asynchronous calls: a browser must not redirect the service's callback (SSRF). */
const OWNED_QUERY = ['responseuri', 'responseref'];

function serviceQuery(req: Request, tracking: Tracking | undefined): string {
  const raw = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
  if (!tracking) return raw === '' ? '' : `?${raw}`;
  const q = new URLSearchParams(raw);
  for (const k of [...q.keys()]) if (OWNED_QUERY.includes(k.toLowerCase())) q.delete(k);
  q.set('responseUri', tracking.callbackUrl);
  q.set('responseRef', tracking.id);
  return `?${q.toString()}`;
}

/** The ticket minus the callback address, which holds this BFF's per-ticket secret. */
function withoutCallback(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { responseUri: _u, responseRef: _r, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * /api/v2/... → the service, for the contract's routes only, after the role the route's access needs. Bodies
 * stream both ways; only ticket answers (small JSON) are read, to track them and strip the callback address.
 */
export function proxyRoutes(ctx: AppContext): Router {
  const r = Router();
  const matcher = new RouteMatcher(routeList);

  r.all('/api/v2/{*rest}', requireSession, async (req, res) => {
    const rawPath = (req.originalUrl.split('?')[0] ?? '').slice('/api'.length);
    const { route, path } = matcher.match(req.method, rawPath);
    const p = req.principal!;
    const needed = roleFor(route.access);
    if (!hasRole(p.role, needed))
      throw forbidden(`${route.id} needs the ${needed} role; you are signed in as ${p.role}`);
    res.locals.audit = { action: route.id, target: path };

    const tracking = route.async
      ? await openTracking(ctx, p, route, path, `${route.summary}: ${path}`)
      : undefined;
    const started = process.hrtime.bigint();
    const exchange = forward({
      method: req.method,
      url: new URL(`${ctx.config.serviceUrl}${path}${serviceQuery(req, tracking)}`),
      headers: requestHeaders(req.headers, {
        ...ctx.service.authHeaders(),
        'x-request-id': req.id,
        'user-agent': 'mailroom-bff',
      }),
      body: hasBody(req.headers) ? req : undefined,
      timeoutMs: ctx.config.UPSTREAM_TIMEOUT_MS,
    });
    res.on('close', () => {
      if (!res.writableFinished) exchange.abort();
    });
    let upstream;
    try {
      upstream = await exchange.response;
    } catch (err) {
      if (tracking) await abandonTracking(ctx, tracking.id);
      ctx.metrics.upstreamErrors.inc({ route: route.id });
      throw err;
    }
    ctx.metrics.upstreamSeconds.observe({ route: route.id }, Number(process.hrtime.bigint() - started) / 1e9);
    const status = upstream.statusCode ?? 502;
    const isTicket = route.async || route.id === 'getTicket';
    if (isTicket && status >= 200 && status < 300)
      return sendTicket(ctx, res, route, status, await readJson(upstream), upstream.headers, tracking);
    if (tracking) await abandonTracking(ctx, tracking.id);
    res.status(status).set(responseHeaders(upstream.headers));
    const small = smallBody(upstream);
    if (small) res.end(await small);
    else await pipeline(upstream, res);
  });
  return r;
}

async function sendTicket(
  ctx: AppContext,
  res: Response,
  route: RouteDef,
  status: number,
  body: unknown,
  headers: Parameters<typeof responseHeaders>[0],
  tracking: Tracking | undefined,
) {
  const clean = withoutCallback(body) as Record<string, unknown>;
  if (tracking) {
    const parsed = TicketSchema.safeParse(body);
    const row = await findTicket(ctx.db, tracking.id);
    if (parsed.success && row) {
      await applyServiceTicket(ctx, row, parsed.data, 'accepted');
      const tracked = await findTicket(ctx.db, tracking.id);
      clean.tracking = tracked ? toTicketView(tracked) : { id: tracking.id };
    } else ctx.log.warn({ route: route.id }, 'the service acknowledged with something that is not a ticket');
  }
  res.status(status).set(responseHeaders(headers, false)).json(clean);
}
