import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe('GET /v2/openapi.json', () => {
  it('serves the OpenAPI 3.1 document of the implemented routes without credentials', async () => {
    const r = await svc.call('GET', '/v2/openapi.json', { auth: false });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body.openapi).toMatch(/^3\.1\.\d+$/);
    const ids = Object.values(
      r.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((item) => Object.values(item).map((op) => op.operationId));
    const implemented = svc.service.app.implemented.map((route) => route.id);
    expect(implemented.length).toBeGreaterThan(10);
    expect(ids.sort()).toEqual([...implemented].sort());
    expect(r.body.paths['/v2/target-lists/{listname}'].put.operationId).toBe('putTargetList');
  });

  it('answers the same document on every call', async () => {
    const a = await svc.call('GET', '/v2/openapi.json', { auth: false });
    const b = await svc.call('GET', '/v2/openapi.json', { auth: false });
    expect(b.text).toBe(a.text);
  });
});

describe('GET /v2/docs', () => {
  it('serves a reference page that loads only its own script and stylesheet', async () => {
    const r = await svc.call('GET', '/v2/docs', { auth: false });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.text).toContain('<script src="/v2/docs/app.js" defer></script>');
    expect(r.text).not.toMatch(/<script>|https?:\/\//);
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the script and the stylesheet the page refers to', async () => {
    const js = await svc.call('GET', '/v2/docs/app.js', { auth: false });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(js.text).toContain('DOMContentLoaded');
    const css = await svc.call('GET', '/v2/docs/style.css', { auth: false });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
