import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import { forbidden } from '../platform/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The hosts this console is served under: the request's own Host (as forwarded when trusted) and PUBLIC_URL. */
function ownHosts(req: Request, config: Config): Set<string> {
  const hosts = new Set<string>([new URL(config.publicUrl).host.toLowerCase()]);
  if (req.headers.host) hosts.add(req.headers.host.toLowerCase());
  // Express 5's req.host honours X-Forwarded-Host only when trust proxy is on.
  if (req.host) hosts.add(req.host.toLowerCase());
  return hosts;
}

/**
 * Defence in depth in front of the CSRF token: a state-changing request that a browser marks as coming from
 * another site (Fetch Metadata), or whose Origin names another host, is refused before anything else runs.
 * This also covers sign-in, which has no token yet (login CSRF). Requests without these headers (older
 * browsers, curl, the service's callbacks) are left to the token check.
 */
export function requireSameOrigin(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.headers['sec-fetch-site'] === 'cross-site')
      throw forbidden('cross-site requests are refused: use the console itself');
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    let host: string | undefined;
    try {
      host = origin === 'null' ? undefined : new URL(origin).host.toLowerCase();
    } catch {
      host = undefined;
    }
    if (!host || !ownHosts(req, config).has(host))
      throw forbidden(`requests from origin ${origin.slice(0, 100)} are refused: use the console itself`);
    next();
  };
}
