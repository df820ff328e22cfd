import type { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { SchemaCollector, type Json } from './openapi-schemas';
import { MAX_PAGE } from './primitives';
import type { RouteDef } from './route';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  style?: 'form';
  explode?: boolean;
  schema: Json;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
  'x-access': RouteDef['access'];
  'x-async'?: true;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers?: { url: string; description?: string }[];
  tags: { name: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<'get' | 'put' | 'post' | 'delete', OpenApiOperation>>>;
  components: {
    schemas: Record<string, Json>;
    securitySchemes: Record<string, Json>;
    responses: Record<string, Json>;
  };
}

const errorResponses = {
  BadRequest: 'Invalid request: the message names the field and the problem',
  Unauthorized: 'Missing or invalid Api-User or api-key',
  NotFound: 'The resource does not exist for this API user',
  Conflict: 'If-Match carried an ETag that is no longer current',
} as const;
type ErrorResponse = keyof typeof errorResponses;

const successText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the body is a ticket; poll the URL in Content-Location until it is completed or failed',
  204: 'No content',
};

const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** Splits an object schema's JSON Schema into OpenAPI parameters, one per property. */
function parameters(json: Json, where: 'path' | 'query'): OpenApiParameter[] {
  const props = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  const out: OpenApiParameter[] = Object.entries(props).map(([name, prop]) => {
    const { description, ...rest } = prop;
    // A repeatable parameter is `string | string[]` in zod; on the wire it is simply repeated.
    const anyOf = Array.isArray(rest.anyOf) ? (rest.anyOf as Json[]) : [];
    const list = anyOf.find((s) => s.type === 'array');
    // Every paged call shares PagingQuerySchema, whose bounds live in a refinement JSON Schema cannot see.
    const schema =
      name === 'limit' && rest.type === 'integer'
        ? { ...rest, maximum: MAX_PAGE, default: 25 }
        : (list ?? rest);
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      ...(list ? { style: 'form' as const, explode: true } : {}),
      schema,
    };
  });
  const extra = json.additionalProperties;
  if (where === 'query' && typeof extra === 'object' && extra !== null) {
    out.push({
      name: 'filters',
      in: 'query',
      required: false,
      description: 'Any other parameter: see the operation description',
      style: 'form',
      explode: true,
      schema: { type: 'object', additionalProperties: extra },
    });
  }
  return out;
}

function errorsFor(route: RouteDef): ErrorResponse[] {
  const out: ErrorResponse[] = [];
  if (route.params || route.query || route.body) out.push('BadRequest');
  if (route.auth !== 'none') out.push('Unauthorized');
  if (route.path.includes('{')) out.push('NotFound');
  if (/If-Match|ETag/.test(`${route.summary} ${route.description ?? ''}`)) out.push('Conflict');
  return out;
}

const statusOf: Record<ErrorResponse, number> = {
  BadRequest: 400,
  Unauthorized: 401,
  NotFound: 404,
  Conflict: 409,
};

function operation(route: RouteDef, schemas: SchemaCollector): OpenApiOperation {
  const params: OpenApiParameter[] = [];
  if (route.params) params.push(...parameters(schemas.schema(route.params, 'input'), 'path'));
  for (const name of pathParamNames(route.path))
    if (!params.some((p) => p.name === name))
      params.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  if (route.query) params.push(...parameters(schemas.schema(route.query, 'input'), 'query'));

  const responses: Record<string, Json> = {};
  for (const [status, schema] of Object.entries(route.responses) as [string, z.ZodType | null][]) {
    const response: Json = { description: successText[Number(status)] ?? 'Success' };
    if (schema) {
      const content: Record<string, { schema: Json }> = {
        'application/json': { schema: schemas.schema(schema, 'output') },
      };
      for (const type of route.produces ?? [])
        if (type !== 'application/json') content[type] = { schema: { type: 'string' } };
      response.content = content;
    }
    if (status === '202')
      response.headers = {
        'Content-Location': { description: 'URL of the ticket', schema: { type: 'string', format: 'uri' } },
      };
    responses[status] = response;
  }
  for (const name of errorsFor(route))
    responses[String(statusOf[name])] = { $ref: `#/components/responses/${name}` };

  return {
    operationId: route.id,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(params.length ? { parameters: params } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.bodyOptional,
            content: { 'application/json': { schema: schemas.schema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(route.auth === 'none' ? { security: [] } : {}),
    'x-access': route.access,
    ...(route.async ? { 'x-async': true as const } : {}),
  };
}

/** The OpenAPI 3.1 document of the given routes, generated from the contract's zod schemas. */
export function buildOpenApi(
  routes: readonly RouteDef[],
  info: OpenApiInfo,
  servers?: OpenApiDocument['servers'],
): OpenApiDocument {
  const schemas = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const route of routes) {
    const item = (paths[route.path] ??= {});
    item[route.method.toLowerCase() as 'get'] = operation(route, schemas);
    if (!tags.includes(route.tag)) tags.push(route.tag);
  }
  const errorRef = schemas.schema(ErrorBodySchema, 'output');
  const responses: Record<string, Json> = {};
  for (const [name, description] of Object.entries(errorResponses))
    responses[name] = { description, content: { 'application/json': { schema: errorRef } } };
  return {
    openapi: '3.1.0',
    info,
    ...(servers ? { servers } : {}),
    tags: tags.map((name) => ({ name })),
    security: [{ apiUser: [], apiKey: [] }],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        apiUser: {
          type: 'apiKey',
          in: 'header',
          name: 'Api-User',
          description: 'The API user (business unit)',
        },
        apiKey: { type: 'apiKey', in: 'header', name: 'api-key', description: 'The key of that API user' },
      },
      responses,
    },
  };
}
