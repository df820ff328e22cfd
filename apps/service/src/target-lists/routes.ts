import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function targetListRoutes(_fastify: FastifyInstance, _app: AppContext) {}
export function targetListJobs(_app: AppContext) {}
