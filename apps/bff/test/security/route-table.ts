import { routeList } from '@mailroom/contract';
import type { Router } from 'express';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { roleFor } from '../../src/users/roles';

export type Who = 'anonymous' | 'viewer' | 'editor' | 'admin';
export const everyone: Who[] = ['anonymous', 'viewer', 'editor', 'admin'];
const rank: Record<Who, number> = { anonymous: 0, viewer: 1, editor: 2, admin: 3 };

/** `public`: anyone; `secret`: anyone holding the URL's secret (callbacks); otherwise the least role needed. */
export type Needs = 'public' | 'secret' | Exclude<Who, 'anonymous'>;

export interface Probe {
  /** `METHOD /express/path` for the BFF's own routes, the contract's route id for proxied ones. */
  name: string;
  method: string;
  /** A concrete path to call (parameters filled with harmless placeholders). */
  path: string;
  needs: Needs;
  body?: unknown;
}

/**
 * The access every route the BFF defines itself is meant to have. The suite compares it with the routes the app
 * actually registers, so a new route fails the suite until its access is written down here.
 */
export const ownRouteAccess: Record<string, Needs> = {
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /metrics': 'public',
  'POST /api/callbacks/:id/:secret': 'secret',
  'POST /api/session': 'public',
  'GET /api/session': 'viewer',
  'DELETE /api/session': 'viewer',
  'GET /api/users': 'admin',
  'POST /api/users': 'admin',
  'PATCH /api/users/:id': 'admin',
  'GET /api/audit': 'admin',
  'GET /api/health': 'viewer',
  'GET /api/tickets': 'viewer',
  'GET /api/tickets/:id': 'viewer',
  'GET /api/events': 'viewer',
  'POST /api/imports/target-lists/:listname/members': 'editor',
  'POST /api/imports/reference-data/:dataset/records': 'editor',
  'GET /api/imports/:id': 'viewer',
  'GET /api/imports/:id/failures': 'viewer',
  'GET /api/reports/:id/download': 'viewer',
  'GET /api/reports/:id/summary': 'viewer',
};

/** The catch-all the proxy mounts; its routes come from the contract instead. */
const PROXY = '_ALL /api/v2/{*rest}';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` the Express app registers, read from its router (routers mounted with app.use included). */
export function registeredRoutes(ctx: AppContext): string[] {
  const app = buildApp(ctx) as unknown as { router: Router & { stack: Layer[] } };
  const out: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(app.router.stack);
  return out;
}

const placeholder = (path: string) =>
  path.replace(/:id\b/g, '00000000-0000-4000-8000-000000000000').replace(/[:{][\w*]+}?/g, 'probe-x');

/** Every route a browser can reach: the BFF's own (as registered) and each proxied contract route. */
export function allProbes(ctx: AppContext): { probes: Probe[]; undeclared: string[] } {
  const registered = registeredRoutes(ctx);
  const undeclared = registered.filter((r) => r !== PROXY && !(r in ownRouteAccess));
  const own = registered
    .filter((r) => r in ownRouteAccess)
    .map((name): Probe => {
      const [method = '', path = ''] = name.split(' ');
      return { name, method, path: placeholder(path), needs: ownRouteAccess[name]!, body: {} };
    });
  const proxied = routeList.map((route): Probe => ({
    name: route.id,
    method: route.method,
    path: `/api${placeholder(route.path)}`,
    // The proxy needs a session even for the service's public routes (ping).
    needs: roleFor(route.access),
    body: {},
  }));
  if (!registered.includes(PROXY)) undeclared.push('the proxy route is missing');
  return { probes: [...own, ...proxied], undeclared };
}

/** What `who` must get from a route that needs `needs`: let through, or refused with 401/403. */
export function expectedFor(who: Who, needs: Needs): 'allow' | 401 | 403 {
  if (needs === 'public' || needs === 'secret') return 'allow';
  if (who === 'anonymous') return 401;
  return rank[who] >= rank[needs] ? 'allow' : 403;
}

export const isStateChanging = (p: Probe) => !['GET', 'HEAD', 'OPTIONS'].includes(p.method);
