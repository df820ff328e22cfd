import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { datasetRoutes } from './dataset-routes';
import { registerRecordImportJob } from './import-job';
import { importRoutes } from './import-routes';
import { recordRoutes } from './record-routes';

export function referenceDataRoutes(fastify: FastifyInstance, app: AppContext) {
  datasetRoutes(fastify, app);
  recordRoutes(fastify, app);
  importRoutes(fastify, app);
}

export function referenceDataJobs(app: AppContext) {
  registerRecordImportJob(app);
}
