import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function subscriberRoutes(_fastify: FastifyInstance, _app: AppContext) {}
export function subscriberJobs(_app: AppContext) {}
