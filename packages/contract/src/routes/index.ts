import type { RouteDef } from '../route';
import { contentBlockRoutes } from './content-blocks';
import { emailRoutes } from './emails';
import { masterRoutes } from './masters';
import { platformRoutes } from './platform';
import { referenceDataRoutes } from './reference-data';
import { reportRoutes } from './reports';
import { subscriberRoutes } from './subscribers';
import { targetListRoutes } from './target-lists';

/** Every endpoint of the service, keyed by operation id. */
export const routes = {
  ...platformRoutes,
  ...targetListRoutes,
  ...subscriberRoutes,
  ...emailRoutes,
  ...referenceDataRoutes,
  ...masterRoutes,
  ...contentBlockRoutes,
  ...reportRoutes,
};

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export const routeList: readonly RouteDef[] = Object.values(routes);
