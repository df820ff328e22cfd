import { ApiError, type RouteDef } from '@mailroom/contract';

export interface Match {
  route: RouteDef;
  /** The service path exactly as the browser encoded it, e.g. /v2/target-lists/a%20b/members. */
  path: string;
}

interface Compiled {
  route: RouteDef;
  segments: (string | null)[];
}

/** Literal segments win over parameters, position by position (/subscribers/search before /subscribers/{id}). */
function specificity(c: Compiled): string {
  return c.segments.map((s) => (s === null ? '1' : '0')).join('');
}

/**
 * The allow-list of what the proxy forwards: exactly the contract's routes, matched on method and path template.
 * Anything else never reaches the service.
 */
export class RouteMatcher {
  private readonly compiled: Compiled[];
  constructor(routeList: readonly RouteDef[]) {
    this.compiled = routeList
      .map((route) => ({
        route,
        segments: route.path
          .split('/')
          .slice(1)
          .map((s) => (s.startsWith('{') ? null : s.toLowerCase())),
      }))
      .sort((a, b) => specificity(a).localeCompare(specificity(b)));
  }

  match(method: string, rawPath: string): Match {
    const path = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath;
    const segments = path.split('/').slice(1);
    const decoded = segments.map((s) => {
      let d: string;
      try {
        d = decodeURIComponent(s);
      } catch {
        throw new ApiError('invalid_request', 'the URL is malformed (bad percent-encoding)');
      }
      // Dot segments (also as %2e) would be resolved by URL parsers further on and reach another route.
      if (d === '' || d === '.' || d === '..')
        throw new ApiError('not_found', `no route ${method} /api${path}`);
      return d;
    });
    const candidates = this.compiled.filter(
      (c) =>
        c.segments.length === decoded.length &&
        c.segments.every((s, i) => s === null || s === decoded[i]!.toLowerCase()),
    );
    if (candidates.length === 0) throw new ApiError('not_found', `no route ${method} /api${path}`);
    const hit = candidates.find((c) => c.route.method === method);
    if (!hit) {
      const allowed = [...new Set(candidates.map((c) => c.route.method))].join(', ');
      throw new ApiError(
        'method_not_allowed',
        `${method} is not allowed on /api${path}; allowed: ${allowed}`,
      );
    }
    return { route: hit.route, path };
  }
}
