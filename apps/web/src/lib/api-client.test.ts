import { routes } from '@mailroom/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client';
import { ApiRequestError } from './api-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const list = {
  id: 1,
  name: 'VIP',
  memberCount: 3,
  lastUsed: null,
  lastModifiedDate: '2026-01-01T00:00:00Z',
  archived: false,
};

function setup(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(response);
  const onUnauthorized = vi.fn();
  const api = createApiClient({ fetch, onUnauthorized });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: url as string, init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { api, fetch, onUnauthorized, sent };
}

describe('api client', () => {
  it('calls contract routes under /api with the session cookie and validates the answer', async () => {
    const { api, sent } = setup(json(200, list));
    const data = await api.call(routes.getTargetList, { params: { listname: 'VIP lists/2' } });
    expect(data.name).toBe('VIP');
    expect(sent().url).toBe('/api/v2/target-lists/VIP%20lists%2F2');
    expect(sent().init.credentials).toBe('same-origin');
  });

  it('sends the CSRF token on state-changing requests only', async () => {
    const { api, fetch, sent } = setup(json(200, list));
    api.setCsrfToken('token-1');
    await api.call(routes.archiveTargetList, { params: { listname: 'VIP' } });
    expect(sent().init.method).toBe('POST');
    expect(sent().headers.get('x-csrf-token')).toBe('token-1');

    fetch.mockResolvedValueOnce(json(200, list));
    await api.call(routes.getTargetList, { params: { listname: 'VIP' } });
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).has('x-csrf-token')).toBe(false);
  });

  it('hands a 401 on a signed-in call to onUnauthorized and throws the error model', async () => {
    const { api, onUnauthorized } = setup(json(401, { code: 'unauthorized', message: 'sign in first' }));
    const call = api.call(routes.getTargetList, { params: { listname: 'VIP' } });
    await expect(call).rejects.toThrow(ApiRequestError);
    await expect(call).rejects.toMatchObject({ status: 401, code: 'unauthorized', message: 'sign in first' });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat an expected 401 (sign-in, session probe) as an expired session', async () => {
    const { api, onUnauthorized } = setup(json(401, { code: 'unauthorized', message: 'wrong password' }));
    const call = api.request('/session', z.object({}), {
      method: 'POST',
      body: {},
      expectUnauthorized: true,
    });
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps other errors as they are, without redirecting', async () => {
    const { api, onUnauthorized } = setup(json(404, { code: 'not_found', message: 'no such list' }));
    await expect(api.call(routes.getTargetList, { params: { listname: 'x' } })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a BFF request body as JSON with the CSRF header and parses the answer', async () => {
    const { api, sent } = setup(json(201, { ok: true }));
    api.setCsrfToken('t');
    const data = await api.request('/users', z.object({ ok: z.boolean() }), {
      method: 'POST',
      body: { a: 1 },
    });
    expect(data).toEqual({ ok: true });
    expect(sent().url).toBe('/api/users');
    expect(sent().init.body).toBe('{"a":1}');
    expect(sent().headers.get('content-type')).toBe('application/json');
    expect(sent().headers.get('x-csrf-token')).toBe('t');
  });

  it('uploads a file as the raw body with its type and the CSRF token, and throws the error model', async () => {
    const { api, fetch, sent } = setup(json(202, { id: 'imp-1' }));
    api.setCsrfToken('t');
    const data = await api.upload('/imports/x', z.object({ id: z.string() }), 'id\n1\n', 'text/csv');
    expect(data).toEqual({ id: 'imp-1' });
    expect(sent().url).toBe('/api/imports/x');
    expect(sent().init.method).toBe('POST');
    expect(sent().init.body).toBe('id\n1\n');
    expect(sent().headers.get('content-type')).toBe('text/csv');
    expect(sent().headers.get('x-csrf-token')).toBe('t');

    fetch.mockResolvedValueOnce(json(403, { code: 'forbidden', message: 'needs the editor role' }));
    await expect(api.upload('/imports/x', z.object({}), 'x', 'text/csv')).rejects.toMatchObject({
      status: 403,
      message: 'needs the editor role',
    });
  });
});
