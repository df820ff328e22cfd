import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerImportJob } from './import-job';
import { registerImportRoute } from './import-route';
import { registerReadRoutes } from './read-routes';
import { registerSubscriptionRoutes } from './subscription-routes';
import { registerWriteRoutes } from './write-routes';

/**
 * Static paths (search, unsubscribe, import) are registered before `/v2/subscribers/{id}` would match them;
 * the router prefers static segments anyway, so the order is for the reader.
 */
export function subscriberRoutes(fastify: FastifyInstance, app: AppContext) {
  registerReadRoutes(fastify, app);
  registerImportRoute(fastify, app);
  registerWriteRoutes(fastify, app);
  registerSubscriptionRoutes(fastify, app);
}

export function subscriberJobs(app: AppContext) {
  registerImportJob(app);
}
