import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance, so several BFFs in one process (tests) do not collide. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bff_' });
  return {
    registry,
    httpSeconds: new Histogram({
      name: 'bff_http_request_duration_seconds',
      help: 'BFF request duration by method, route group and status',
      labelNames: ['method', 'group', 'status'] as const,
      registers: [registry],
    }),
    upstreamSeconds: new Histogram({
      name: 'bff_upstream_response_seconds',
      help: 'Time until the service answered a proxied call, by contract route',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    upstreamErrors: new Counter({
      name: 'bff_upstream_errors_total',
      help: 'Proxied calls that got no answer from the service (502/504)',
      labelNames: ['route'] as const,
      registers: [registry],
    }),
    ticketChanges: new Counter({
      name: 'bff_ticket_changes_total',
      help: 'Tracked ticket changes by how they were learned and the new state',
      labelNames: ['source', 'state'] as const,
      registers: [registry],
    }),
    sseClients: new Gauge({ name: 'bff_sse_clients', help: 'Open event streams', registers: [registry] }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Route groups rather than raw paths as labels: ids in paths would make the label set unbounded. */
function groupOf(path: string): string {
  const m = /^\/api\/(v2\/[^/]+|[^/]+)/.exec(path);
  return m ? `/api/${m[1]}` : path.startsWith('/api') ? '/api' : 'static';
}

export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpSeconds.startTimer();
    res.on('finish', () =>
      end({ method: req.method, group: groupOf(req.path), status: String(res.statusCode) }),
    );
    next();
  };
}
