import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

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

export function httpLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: maskUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
  });
}
