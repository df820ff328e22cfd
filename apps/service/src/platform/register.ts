import {
  ApiError,
  describeIssues,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@mailroom/contract';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context';
import type { BusinessUnit } from './auth';
import { rateLimiterOf } from './rate-limit';

export interface HandlerCtx<D> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  bu: BusinessUnit;
  req: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

/**
 * A non-JSON answer of a route that `produces` other types: the preview's text/html and text/plain, a report's
 * text/csv (a stream: Fastify pipes it with backpressure and destroys it when the client goes away).
 */
export interface RawResult {
  /** `raw` keeps the contract's status codes the only discriminant of the JSON results. */
  status: 'raw';
  raw: string | Readable;
  contentType: string;
  headers?: Record<string, string>;
}

export type HandlerResult<D> = RouteResponse<D> | RawResult;
export type Handler<D> = (ctx: HandlerCtx<D>) => Promise<HandlerResult<D>>;

declare module 'fastify' {
  interface FastifyRequest {
    bu?: BusinessUnit;
  }
}

/**
 * The path of the first string (value or key) holding a NUL character, which PostgreSQL text cannot store. The path
 * is only spelled out for a hit: an import of 100,000 records walks 100,000 objects here on every call.
 */
function findNul(value: unknown, depth = 0): Array<string | number> | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : undefined;
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], depth + 1);
      if (hit) return [i, ...hit];
    }
    return undefined;
  }
  // Object.keys rather than Object.entries: no [key, value] pair allocated per property of those 100,000 objects
  // (the walk of a 100,000-member import body: 170 -> 65 ns per member).
  const record = value as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    const hit = k.includes('\u0000') ? [] : findNul(record[k], depth + 1);
    if (hit) return [k, ...hit];
  }
  return undefined;
}

const pathOf = (steps: Array<string | number>) =>
  steps.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const nul = findNul(value);
  if (nul !== undefined)
    throw new ApiError('invalid_request', `${pathOf(nul) || where} must not contain the NUL character`);
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError('invalid_request', describeIssues(r.error, where));
  return r.data;
}

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one contract route: authentication, validation of every part, and the typed handler.
 * Curried (`registerRoute(f, app, def)(handler)`) so the handler is checked against a route type already fixed.
 */
export const registerRoute =
  <D extends RouteDef>(fastify: FastifyInstance, app: AppContext, def: D) =>
  (handler: Handler<D>) => {
    app.implemented.push(def);
    const limit = def.auth === 'none' ? undefined : rateLimiterOf(fastify);
    fastify.route({
      method: def.method,
      url: toFastifyPath(def.path),
      handler: async (req, reply) => {
        const bu =
          def.auth === 'none'
            ? ({ id: 0, name: '', settings: undefined } as unknown as BusinessUnit)
            : await app.auth.authenticate(req);
        req.bu = bu;
        if (limit) await limit(req, reply);
        const params = parsePart(def.params, req.params, 'path');
        const query = parsePart(def.query, req.query ?? {}, 'query');
        let body: unknown;
        if (def.body) {
          const raw = req.body;
          if (raw === undefined || raw === null || raw === '') {
            if (!def.bodyOptional)
              throw new ApiError('invalid_request', 'the request body is required: send a JSON object');
            body = def.body.safeParse({}).success ? def.body.parse({}) : undefined;
          } else {
            body = parsePart(def.body, raw, 'body');
          }
        }
        const result = await handler({ params, query, body, bu, req, reply, app } as HandlerCtx<D>);
        if (result.status === 'raw') {
          if (result.headers) reply.headers(result.headers);
          return reply.status(200).type(result.contentType).send(result.raw);
        }
        const status = Number(result.status);
        if (result.headers) reply.headers(result.headers);
        if (app.config.validateResponses) checkResponse(def, status, result.body, req);
        reply.status(status);
        if (result.body === undefined) return reply.send();
        return reply.type('application/json').send(result.body);
      },
    });
  };

/** In development and tests every response is checked against the contract, so drift fails loudly. */
function checkResponse(def: RouteDef, status: number, body: unknown, req: FastifyRequest) {
  const schema = def.responses[status];
  if (schema === undefined) throw new Error(`${def.id} answered ${status}, which the contract does not list`);
  if (schema === null) return;
  const r = schema.safeParse(body);
  if (!r.success) {
    req.log.error(
      { issues: r.error.issues.slice(0, 5), route: def.id },
      'response does not match the contract',
    );
    throw new Error(`${def.id} response does not match the contract: ${describeIssues(r.error, 'response')}`);
  }
}
