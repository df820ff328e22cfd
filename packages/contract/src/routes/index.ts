import type { RouteDef } from '../route';
import { platformRoutes } from './platform';
import { subscriberRoutes } from './subscribers';
import { targetListRoutes } from './target-lists';

/** Every endpoint of the service, keyed by operation id. */
export const routes = {
  ...platformRoutes,
  ...targetListRoutes,
  ...subscriberRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeList: readonly RouteDef[] = Object.values(routes) as RouteDef[];
