import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from './harness';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc.close());

describe('authentication', () => {
  it('answers 401 with a JSON body when the headers are missing', async () => {
    const r = await svc.call('GET', '/v2/company/ping', { auth: false });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'unauthorized', message: expect.stringContaining('Api-User') });
  });

  it('answers 401 for a wrong key and for an unknown user', async () => {
    expect(
      (await svc.call('GET', '/v2/company/ping', { auth: { user: svc.user, key: 'wrong' } })).status,
    ).toBe(401);
    expect(
      (await svc.call('GET', '/v2/company/ping', { auth: { user: 'nobody', key: svc.key } })).status,
    ).toBe(401);
  });

  it('accepts the header names in any case', async () => {
    const r = await svc.call('GET', '/v2/company/ping', {
      auth: false,
      headers: { 'API-USER': svc.user, 'API-KEY': svc.key },
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('ok');
  });
});

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const r = await svc.call('GET', '/v2/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
  });

  it('names the problem in malformed JSON', async () => {
    const r = await svc.call('PUT', '/v2/target-lists/x', {
      rawBody: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('malformed_json');
  });

  it('echoes a request id on every response', async () => {
    const r = await svc.call('GET', '/v2/company/ping', { headers: { 'x-request-id': 'abc-123' } });
    expect(r.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('company', () => {
  it('returns divisions, addresses and encodings', async () => {
    const r = await svc.call('GET', '/v2/company');
    expect(r.status).toBe(200);
    expect(r.body.name).toBe(svc.user);
    expect(r.body.divisions.length).toBeGreaterThan(0);
    expect(r.body.encodings).toContain('UTF-8');
    expect(r.body.settings.ticketRetentionDays).toBe(4);
  });
});
