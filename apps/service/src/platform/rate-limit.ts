import rateLimit from '@fastify/rate-limit';
import { ApiError } from '@mailroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export type RateLimiter = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

const limiters = new WeakMap<FastifyInstance, RateLimiter>();

/**
 * Per-API-user budget of RATE_LIMIT_MAX requests per window, counted after authentication so a caller who only
 * knows a unit's name cannot spend its budget. Routes without Api-User (tracking, docs) never call it.
 */
export function installRateLimit(fastify: FastifyInstance, config: Config) {
  if (config.RATE_LIMIT_MAX === 0) return;
  // `global: false`: no hook on every route; registerRoute calls the limiter once the unit is known.
  void fastify.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    keyGenerator: (req) => `bu:${req.bu?.id ?? 0}`,
  });
  let check: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  const windowText = `${config.RATE_LIMIT_WINDOW_MS / 1000} s`;
  limiters.set(fastify, async (req, reply) => {
    // The decorator exists only once the plugin has loaded, which is before the first request.
    check ??= fastify.createRateLimit();
    const r = await check(req);
    if (r.isAllowed) return;
    reply.header('x-ratelimit-limit', String(r.max));
    reply.header('x-ratelimit-remaining', String(r.remaining));
    if (!r.isExceeded) return;
    reply.header('retry-after', String(r.ttlInSeconds));
    throw new ApiError(
      'rate_limited',
      `API user ${req.bu?.name ?? ''} sent more than ${r.max} requests in ${windowText}; retry after ${r.ttlInSeconds} s`,
    );
  });
}

/** The limiter of this app, or undefined when rate limiting is off. */
export const rateLimiterOf = (fastify: FastifyInstance) => limiters.get(fastify);
