import { Router } from 'express';
import { requireRole } from '../auth/middleware';
import { resolveSession } from '../auth/sessions';
import { readSessionToken } from '../auth/cookie';
import type { AppContext } from '../context';
import { hasRole } from '../users/roles';
import { toTicketView } from './wire';

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events: `ticket` events with the tracked ticket as JSON, for the signed-in user's tickets (all
 * tickets for admins). A comment every 15 s keeps proxies from closing the stream and re-checks the session, so
 * a signed-out or expired session stops receiving.
 */
export function eventRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/api/events', requireRole('viewer'), (req, res) => {
    const p = req.principal!;
    const all = hasRole(p.role, 'admin');
    res.status(200).set({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    res.write('retry: 2000\n: connected\n\n');
    const unsubscribe = ctx.watcher.subscribe((row) => {
      if (!all && row.user_id !== p.userId) return;
      res.write(
        `id: ${row.id}:${row.version}\nevent: ticket\ndata: ${JSON.stringify(toTicketView(row))}\n\n`,
      );
    });
    ctx.metrics.sseClients.inc();
    const heartbeat = setInterval(() => {
      const token = readSessionToken(req);
      resolveSession(ctx.db, ctx.config, token ?? '')
        .then((live) => {
          if (!live || live.sessionId !== p.sessionId) res.end();
          else res.write(': keep-alive\n\n');
        })
        .catch(() => res.end());
    }, HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      ctx.metrics.sseClients.dec();
    });
  });
  return r;
}
