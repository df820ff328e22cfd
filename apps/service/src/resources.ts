import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { contentBlockRoutes } from './content-blocks/routes';
import { referenceDataJobs, referenceDataRoutes } from './reference-data/routes';
import { reportJobs, reportRoutes } from './reports/routes';
import { masterRoutes } from './masters/routes';
import { emailJobs, emailRoutes } from './emails/routes';
import { subscriberJobs, subscriberRoutes } from './subscribers/routes';
import { targetListJobs, targetListRoutes } from './target-lists/routes';

/** Every resource family of the service; each registers its contract routes and its job kinds. */
export function registerResourceRoutes(fastify: FastifyInstance, app: AppContext) {
  targetListRoutes(fastify, app);
  subscriberRoutes(fastify, app);
  contentBlockRoutes(fastify, app);
  referenceDataRoutes(fastify, app);
  reportRoutes(fastify, app);
  masterRoutes(fastify, app);
  emailRoutes(fastify, app);
}

export function registerJobs(app: AppContext) {
  targetListJobs(app);
  subscriberJobs(app);
  referenceDataJobs(app);
  reportJobs(app);
  emailJobs(app);
}
