import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

/** Hostile values for path segments, query values and body fields. */
const nasty = [
  '',
  ' ',
  'x'.repeat(5000),
  '%2e%2e%2f',
  '..%2F..%2Fetc',
  'MiXeD@Example.COM',
  '\u0000\u0001',
  '😀🚀',
  '-1',
  '1e309',
  '9'.repeat(40),
  'null',
  '[]',
  '{"a":',
];
const bodies: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  '{"id":{"$gt":""}}',
  JSON.stringify({ name: 5, members: 'x', recipients: [{}], query: {}, subscribers: {} }),
  JSON.stringify({ name: 'x'.repeat(10_000), id: ['a'], email: 'UPPER@CASE.COM', memberOf: [1, 2] }),
  JSON.stringify(Array.from({ length: 50 }).reduce((acc: unknown) => ({ nested: acc }), {})),
];

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

it('never answers 5xx and always names the problem in a JSON error', async () => {
  const routes = svc.service.app.implemented;
  expect(routes.length).toBeGreaterThan(3);
  let requests = 0;
  for (const route of routes) {
    for (let i = 0; i < nasty.length; i++) {
      const value = encodeURIComponent(nasty[i]!);
      const path = route.path.replace(/\{\w+\}/g, value || 'x');
      const body = bodies[i % bodies.length];
      const r = await svc.call(route.method, path, {
        rawBody: route.method === 'GET' ? undefined : body,
        headers:
          body === undefined ? {} : { 'content-type': i % 3 === 0 ? 'text/plain' : 'application/json' },
        query: {
          limit: nasty[(i + 1) % nasty.length]!,
          offset: nasty[(i + 2) % nasty.length]!,
          view: nasty[i]!,
          first: nasty[i]!,
        },
      });
      requests++;
      expect(
        r.status,
        `${route.method} ${path.slice(0, 80)} -> ${r.status} ${r.text.slice(0, 200)}`,
      ).toBeLessThan(500);
      if (r.status >= 400) {
        expect(
          r.body,
          `${route.method} ${path.slice(0, 80)} -> ${r.status} ${r.text.slice(0, 200)}`,
        ).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        expect((r.body as { message: string }).message.length).toBeGreaterThan(5);
      }
    }
  }
  expect(requests).toBeGreaterThan(50);
});
