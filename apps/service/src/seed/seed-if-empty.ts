import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';

/** Placeholder until the demo generator lands: seeds nothing. */
export async function seedIfEmpty(_db: Db, log: FastifyBaseLogger, _apiUser?: string) {
  log.warn('demo seed is not available yet');
}
