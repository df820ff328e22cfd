import { describe, expect, it } from 'vitest';
import { buildOpenApi, routeList, routes, type OpenApiDocument } from '../src/index';

const doc: OpenApiDocument = buildOpenApi(routeList, { title: 'Mailroom', version: '0.0.0' });
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

/** Every `$ref` anywhere in a JSON value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  return out;
}

describe('buildOpenApi', () => {
  it('is an OpenAPI 3.1 document with every route as one operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations).toHaveLength(routeList.length);
    for (const route of routeList) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase() as 'get'];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op!.operationId).toBe(route.id);
    }
  });

  it('has unique operation ids', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every $ref to a component', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      const [, , kind, name] = ref.split('/');
      expect(ref).toMatch(/^#\/components\/(schemas|responses)\//);
      const components = doc.components[kind as 'schemas' | 'responses'];
      expect(components[name!], ref).toBeDefined();
    }
  });

  it('declares exactly the path parameters of each path template, all required', () => {
    for (const { path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('names the shared schemas as components, with an Input variant only where requests differ', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(
      expect.arrayContaining(['Ticket', 'Error', 'Master', 'MasterTarget', 'Subscriber']),
    );
    // The target DSL has defaults, so what a caller may send differs from what the service answers.
    expect(names).toContain('MasterTargetInput');
    expect(names).not.toContain('TicketInput');
    const put = doc.paths['/v2/masters/{id}/target']!.put!;
    expect(put.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/MasterTargetInput',
    });
    expect(put.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/MasterTarget' } } },
    });
  });

  it('documents 202 routes with the Content-Location header, and errors with the Error schema', () => {
    const send = doc.paths['/v2/emails/send']!.post!;
    expect(send['x-async']).toBe(true);
    expect(send.responses['202']).toHaveProperty('headers.Content-Location');
    expect(send.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(send.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(doc.components.responses.BadRequest).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(doc.paths['/v2/target-lists/{listname}']!.put!.responses['409']).toBeDefined();
    expect(doc.paths['/v2/masters']!.get!.responses['409']).toBeUndefined();
  });

  it('secures every call with the two headers unless the route is public', () => {
    expect(doc.components.securitySchemes).toEqual({
      apiUser: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'Api-User' }),
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'api-key' }),
    });
    expect(doc.security).toEqual([{ apiUser: [], apiKey: [] }]);
    const open = buildOpenApi([{ ...routes.ping, auth: 'none' }], { title: 't', version: '1' });
    expect(open.paths['/v2/company/ping']!.get!.security).toEqual([]);
    expect(open.paths['/v2/company/ping']!.get!.responses['401']).toBeUndefined();
  });

  it('turns query objects into typed parameters: integers, booleans, repeatable arrays, free-form filters', () => {
    const params = doc.paths['/v2/masters']!.get!.parameters!;
    const byName = Object.fromEntries(params.map((p) => [p.name, p]));
    expect(byName.limit!.schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 100, default: 25 });
    expect(byName.triggered!.schema).toEqual({ type: 'boolean' });
    expect(byName.keyword).toMatchObject({ style: 'form', explode: true, schema: { type: 'array' } });
    expect(byName.state!.description).toContain('disabled, enabled, delivered, halted, paused, deleted');
    const records = doc.paths['/v2/reference-data/{dataset}/records']!.get!.parameters!;
    expect(records.find((p) => p.name === 'filters')).toMatchObject({
      in: 'query',
      schema: { type: 'object' },
    });
  });

  it('lists the extra media types of the preview', () => {
    const content = doc.paths['/v2/emails/preview']!.post!.responses['200']!.content as Record<
      string,
      unknown
    >;
    expect(Object.keys(content)).toEqual(['application/json', 'text/html', 'text/plain']);
  });

  it('is plain JSON and lists each tag once, in route order', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.tags.map((t) => t.name)).toEqual([...new Set(routeList.map((r) => r.tag))]);
  });
});
