import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import type { Config } from '../config';

export const SESSION_COOKIE = 'mr_session';

export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  const token = parse(header)[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/**
 * HttpOnly so scripts never see it; SameSite=Strict because the console is a same-origin SPA (its own API calls
 * are same-site, and nothing needs the session on a cross-site navigation); Secure whenever the request came over
 * TLS (directly or via a trusted proxy) or PUBLIC_URL is https.
 */
function options(req: Request, config: Config): CookieOptions {
  const secure =
    config.COOKIE_SECURE === 'always' ||
    (config.COOKIE_SECURE === 'auto' && (req.secure || config.publicUrl.startsWith('https:')));
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api' };
}

export function setSessionCookie(req: Request, res: Response, config: Config, token: string) {
  res.cookie(SESSION_COOKIE, token, {
    ...options(req, config),
    maxAge: config.SESSION_ABSOLUTE_SECONDS * 1000,
  });
}

export function clearSessionCookie(req: Request, res: Response, config: Config) {
  res.clearCookie(SESSION_COOKIE, options(req, config));
}
