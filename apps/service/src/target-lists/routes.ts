import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listRoutes } from './list-routes';
import { registerImportJob } from './member-import';
import { memberRoutes } from './member-routes';

export function targetListRoutes(fastify: FastifyInstance, app: AppContext) {
  listRoutes(fastify, app);
  memberRoutes(fastify, app);
}

export function targetListJobs(app: AppContext) {
  registerImportJob(app);
}
