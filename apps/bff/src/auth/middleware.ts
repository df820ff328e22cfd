import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../platform/errors';
import { safeEqual } from '../platform/secrets';
import { hasRole, type Role } from '../users/roles';
import { readSessionToken } from './cookie';
import { resolveSession } from './sessions';

/** Attaches req.principal when the cookie names a live session; never fails by itself. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req);
    if (token) {
      const principal = await resolveSession(ctx.db, ctx.config, token);
      if (principal) req.principal = principal;
    }
    next();
  };
}

export const requireSession: RequestHandler = (req, _res, next) => {
  if (!req.principal) throw unauthorized();
  next();
};

export const requireRole =
  (role: Role): RequestHandler =>
  (req, _res, next) => {
    if (!req.principal) throw unauthorized();
    if (!hasRole(req.principal.role, role))
      throw forbidden(`this needs the ${role} role; you are signed in as ${req.principal.role}`);
    next();
  };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Synchronizer-token CSRF defence: every state-changing request from a session must echo the session's token
 * in x-csrf-token. A cross-site form or fetch cannot read it, and cannot set a custom header without CORS.
 */
export const requireCsrf: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || !req.principal) return next();
  const given = req.headers['x-csrf-token'];
  if (typeof given !== 'string' || !safeEqual(given, req.principal.csrfToken))
    throw forbidden('missing or wrong x-csrf-token header: send the csrfToken from GET /api/session');
  next();
};
