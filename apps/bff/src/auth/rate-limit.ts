import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import { sendError } from '../platform/errors';

function limiter(
  config: Config,
  limit: number,
  key: (req: Request) => string,
  what: string,
  skipSuccessful: boolean,
) {
  return rateLimit({
    windowMs: config.SIGNIN_WINDOW_SECONDS * 1000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: skipSuccessful,
    keyGenerator: key,
    handler: (_req, res, _next, options) => {
      const retry = Math.ceil(options.windowMs / 1000);
      sendError(res, 'rate_limited', `too many sign-in attempts ${what}; try again within ${retry} seconds`);
    },
  });
}

const emailKey = (req: Request) => {
  const body: unknown = req.body;
  const email = body && typeof body === 'object' && 'email' in body ? body.email : undefined;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase().slice(0, 254)}` : 'email:';
};

/**
 * Two limits on POST /api/session: per client address (all attempts, against spraying many accounts) and per
 * e-mail (failed attempts only, against guessing one account's password from many addresses). The counters are
 * per process: several BFF processes multiply the allowance, which still leaves guessing hopeless at scrypt cost.
 */
export function signInLimits(config: Config): RequestHandler[] {
  return [
    limiter(
      config,
      config.SIGNIN_LIMIT_PER_IP,
      (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
      'from this address',
      false,
    ),
    limiter(config, config.SIGNIN_LIMIT_PER_EMAIL, emailKey, 'for this account', true),
  ];
}

/**
 * Requests per minute per session on /api, after the session is loaded. Anonymous requests are not counted here
 * (they get 401, and sign-in has its own limits). Counters are per process, like the sign-in limits.
 */
export function sessionLimit(config: Config): RequestHandler {
  if (config.SESSION_RATE_LIMIT === 0) return (_req, _res, next) => next();
  return rateLimit({
    windowMs: 60_000,
    limit: config.SESSION_RATE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !req.principal,
    keyGenerator: (req) => `session:${req.principal!.sessionId}`,
    handler: (_req, res) => {
      sendError(
        res,
        'rate_limited',
        `more than ${config.SESSION_RATE_LIMIT} requests in a minute from this session; slow down and retry shortly`,
      );
    },
  });
}
