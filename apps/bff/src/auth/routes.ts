import { SignInBodySchema } from '@mailroom/contract';
import express, { Router } from 'express';
import type { AppContext } from '../context';
import { parseOr400 } from '../platform/validate';
import { findUserById } from '../users/repository';
import { toUserView } from '../users/wire';
import { clearSessionCookie, setSessionCookie } from './cookie';
import { requireSession } from './middleware';
import { signInLimits } from './rate-limit';
import { revokeSession } from './session-store';
import { signIn } from './sessions';

export function sessionRoutes(ctx: AppContext): Router {
  const r = Router();
  const json = express.json({ limit: '16kb' });

  r.post('/api/session', json, ...signInLimits(ctx.config), async (req, res) => {
    const body = parseOr400(SignInBodySchema, req.body, 'body');
    res.locals.audit = { action: 'session.sign-in', target: body.email, email: body.email };
    const { token, session, user } = await signIn(ctx.db, ctx.config, {
      ...body,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
    });
    res.locals.audit.userId = user.id;
    // A session the browser already carried (its own, or one planted by someone else) is never carried over:
    // the new sign-in gets a fresh token and the old one stops working.
    if (req.principal) await revokeSession(ctx.db, req.principal.sessionId);
    setSessionCookie(req, res, ctx.config, token);
    res.status(201).json({ user, csrfToken: session.csrf_token, expiresAt: session.expires_at });
  });

  r.get('/api/session', requireSession, async (req, res) => {
    const p = req.principal!;
    const user = await findUserById(ctx.db, p.userId);
    res.json({ user: toUserView(user!), csrfToken: p.csrfToken, expiresAt: p.expiresAt });
  });

  r.delete('/api/session', requireSession, async (req, res) => {
    res.locals.audit = { action: 'session.sign-out', target: req.principal!.email };
    await revokeSession(ctx.db, req.principal!.sessionId);
    clearSessionCookie(req, res, ctx.config);
    res.status(204).end();
  });
  return r;
}
