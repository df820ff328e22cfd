import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { maskUrl } from '../platform/logger';
import { insertAudit } from './repository';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every state-changing /api request once its response is finished: who, what, target, outcome.
 * Handlers name the action (res.locals.audit); otherwise it is the method and path. Writing after the response
 * keeps the log honest about the outcome and off the request's critical path.
 */
export function auditTrail(ctx: AppContext): RequestHandler {
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const started = new Date().toISOString();
    const path = maskUrl(req.originalUrl.split('?')[0] ?? '');
    res.on('finish', () => {
      if (path.startsWith('/api/callbacks/')) return;
      const a = res.locals.audit ?? {};
      const p = req.principal;
      // Anonymous calls other than sign-in are refused with 401 and are not actions of anyone: not logged, so
      // the log cannot be flooded without an account.
      if (!p && !res.locals.audit) return;
      insertAudit(ctx.db, {
        at: started,
        user_id: a.userId ?? p?.userId ?? null,
        user_email: a.email ?? p?.email ?? null,
        action: a.action ?? `${req.method} ${path}`,
        target: a.target ?? path,
        outcome: res.statusCode < 400 ? 'success' : 'failure',
        status: res.statusCode,
        request_id: req.id,
        ip: req.ip ?? null,
      }).catch((err: unknown) => ctx.log.error({ err }, 'audit write failed'));
    });
    next();
  };
}
