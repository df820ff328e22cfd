import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { readRoute } from './read-route';
import { registerReportJob } from './report-job';
import { requestRoute } from './request-route';

export function reportRoutes(fastify: FastifyInstance, app: AppContext) {
  requestRoute(fastify, app);
  readRoute(fastify, app);
}

export function reportJobs(app: AppContext) {
  registerReportJob(app);
}
