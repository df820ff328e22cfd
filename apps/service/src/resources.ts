import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { subscriberJobs, subscriberRoutes } from './subscribers/routes';
import { targetListJobs, targetListRoutes } from './target-lists/routes';

/** Every resource family of the service; each registers its contract routes and its job kinds. */
export function registerResourceRoutes(fastify: FastifyInstance, app: AppContext) {
  targetListRoutes(fastify, app);
  subscriberRoutes(fastify, app);
}

export function registerJobs(app: AppContext) {
  targetListJobs(app);
  subscriberJobs(app);
}
