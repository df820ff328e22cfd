import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Never logged: cookies (session), CSRF tokens, the service key, passwords. Request bodies are not logged at
 * all, and callback URLs carry a secret in their path, so URLs are logged with that segment masked.
 */
const REDACT = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["api-key"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers["api-key"]',
  'password',
  '*.password',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}

export const maskUrl = (url: string) => url.replace(/(\/api\/callbacks\/[^/?]+\/)[^/?]+/, '$1[redacted]');

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Accepts a caller's x-request-id when it is short and plain, so a trace spans browser, BFF and service. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** What a log line says about a request: never its headers (cookies, CSRF token) or body. */
const requestView = (req: Request) => ({
  id: req.id,
  method: req.method,
  url: maskUrl(req.originalUrl),
  remoteAddress: req.socket.remoteAddress,
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The request id: the caller's x-request-id when plain, else a UUID; echoed in x-request-id. */
      id: string;
      /** A logger bound to this request (`req` in every line), made on first use. */
      readonly log: Logger;
    }
  }
}

/**
 * Request logging on pino: every request gets an id (echoed in `x-request-id` and passed to the service), `req.log`
 * binds the request to a handler's log lines, and one line records each finished request (`request completed`, or
 * `request aborted` when the client left first) with its status and time, at `error` for a 5xx and `info` otherwise.
 *
 * This replaced pino-http (docs/performance.md, change 19): pino-http builds a child logger with the serialized
 * request for every request, needed or not, and registers three listeners; that was ~30 us of CPU per request
 * measured alone, a fifth of the BFF's CPU per proxied look-up under B1. Here the child is made only when a handler
 * logs, and the completion line is skipped unless its level is enabled.
 */
export function httpLogger(app: Express, logger: Logger): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request): Logger {
      const log = logger.child({ req: requestView(this) });
      Object.defineProperty(this, 'log', { value: log });
      return log;
    },
  });
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader('x-request-id', id);
    const started = performance.now();
    // 'close' follows 'finish' on every response, and comes alone when the connection went first.
    res.once('close', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: requestView(req),
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
