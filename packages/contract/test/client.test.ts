import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery, ContractViolation, createClient, routes } from '../src/index';

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch that records the request and answers with the given status, body and content type. */
function fakeFetch(status: number, body: unknown, type = 'application/json') {
  const seen: Seen[] = [];
  const fetch = (url: string | URL | Request, init?: RequestInit) => {
    seen.push({
      url: typeof url === 'string' ? url : url instanceof URL ? url.href : url.url,
      init: init ?? {},
    });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(
      new Response(status === 204 ? null : text, { status, headers: { 'content-type': type } }),
    );
  };
  return { seen, fetch };
}

const ticket = {
  id: 't1',
  state: 'accepted',
  message: 'queued',
  lastUpdate: '2026-01-01T00:00:00Z',
  request: { id: 'r', time: '2026-01-01T00:00:00Z', user: 'u', uri: '/v2/emails/send' },
  events: [],
};

describe('URL building', () => {
  it('percent-encodes each path parameter', () => {
    expect(buildPath(routes.putTargetListMember, { listname: 'VIP / gold?', userId: 'a+b@x.com' })).toBe(
      '/v2/target-lists/VIP%20%2F%20gold%3F/members/a%2Bb%40x.com',
    );
  });

  it('refuses a missing path parameter, naming it', () => {
    expect(() => buildPath(routes.getSubscriber, {})).toThrow(/getSubscriber: the path parameter id/);
  });

  it('repeats array query values and leaves out undefined ones', () => {
    expect(
      buildQuery({ keyword: ['sales', 'Monday'], limit: 10, triggered: false, campaign: undefined }),
    ).toBe('?keyword=sales&keyword=Monday&limit=10&triggered=false');
    expect(buildQuery({})).toBe('');
  });
});

describe('createClient', () => {
  it('sends method, URL, headers and JSON body, and returns the parsed success body', async () => {
    const f = fakeFetch(202, ticket);
    const client = createClient({ baseUrl: 'http://svc/', headers: { 'Api-User': 'u' }, fetch: f.fetch });
    const r = await client.call(routes.sendEmail, {
      query: { responseRef: 'abc' },
      body: { content: { templateId: '12' }, recipients: [{ email: 'a@b.co' }] },
      headers: { 'api-key': 'k' },
    });
    expect(r).toMatchObject({ ok: true, status: 202, data: { id: 't1', state: 'accepted' } });
    expect(f.seen[0]!.url).toBe('http://svc/v2/emails/send?responseRef=abc');
    expect(f.seen[0]!.init.method).toBe('POST');
    expect(f.seen[0]!.init.headers).toMatchObject({
      'Api-User': 'u',
      'api-key': 'k',
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(JSON.parse(f.seen[0]!.init.body as string)).toEqual({
      content: { templateId: '12' },
      recipients: [{ email: 'a@b.co' }],
    });
  });

  it('throws a ContractViolation naming the route when a success body breaks the contract', async () => {
    const f = fakeFetch(200, { ...ticket, state: 'sleeping' });
    const client = createClient({ baseUrl: 'http://svc', fetch: f.fetch });
    const call = client.call(routes.getTicket, { params: { id: 't1' } });
    await expect(call).rejects.toBeInstanceOf(ContractViolation);
    await expect(client.call(routes.getTicket, { params: { id: 't1' } })).rejects.toThrow(
      /getTicket \(200\).*state/,
    );
  });

  it('throws a ContractViolation for a status the route does not list', async () => {
    const client = createClient({ baseUrl: 'http://svc', fetch: fakeFetch(201, ticket).fetch });
    await expect(client.call(routes.getTicket, { params: { id: 't1' } })).rejects.toThrow(/does not list/);
  });

  it('returns errors as data, and makes one from a body that is not an error object', async () => {
    const notFound = { code: 'not_found', message: 'no ticket t1' };
    const a = await createClient({ baseUrl: 'http://svc', fetch: fakeFetch(404, notFound).fetch }).call(
      routes.getTicket,
      { params: { id: 't1' } },
    );
    expect(a).toMatchObject({ ok: false, status: 404, error: notFound });
    const b = await createClient({
      baseUrl: 'http://svc',
      fetch: fakeFetch(502, '<html>bad</html>', 'text/html').fetch,
    }).call(routes.getTicket, { params: { id: 't1' } });
    expect(b).toMatchObject({
      ok: false,
      status: 502,
      error: { code: 'bad_gateway', message: '<html>bad</html>' },
    });
  });

  it('answers a no-body status with undefined data', async () => {
    const f = fakeFetch(204, '');
    const r = await createClient({ baseUrl: 'http://svc', fetch: f.fetch }).call(
      routes.deleteTargetListMember,
      {
        params: { listname: 'vip', userId: 'a@b.co' },
      },
    );
    expect(r).toEqual({ ok: true, status: 204, data: undefined, headers: expect.any(Headers) });
    expect(f.seen[0]!.init.method).toBe('DELETE');
  });

  it('returns a non-JSON representation as text', async () => {
    const f = fakeFetch(200, '<p>Hi Ann</p>', 'text/html; charset=utf-8');
    const r = await createClient({ baseUrl: 'http://svc', fetch: f.fetch }).text(routes.previewEmail, {
      body: { renderSubscriber: { id: 'ann' }, content: { templateId: '7' } },
      accept: 'text/html',
    });
    expect(r).toMatchObject({ ok: true, status: 200, data: '<p>Hi Ann</p>' });
    expect(f.seen[0]!.init.headers).toMatchObject({ accept: 'text/html' });
  });

  it('calls a header function per request', async () => {
    const f = fakeFetch(200, {
      status: 'ok',
      time: '2026-01-01T00:00:00Z',
      version: '1',
      database: 'sqlite',
    });
    let n = 0;
    const client = createClient({
      baseUrl: 'http://svc',
      fetch: f.fetch,
      headers: () => ({ 'x-n': String(++n) }),
    });
    await client.call(routes.ping);
    await client.call(routes.ping);
    expect(f.seen.map((s) => (s.init.headers as Record<string, string>)['x-n'])).toEqual(['1', '2']);
  });

  it('takes typed inputs: numbers and booleans in the query, required params enforced by the compiler', async () => {
    const f = fakeFetch(200, { total: 0, offset: 0, limit: 10, count: 0, masters: [] });
    const client = createClient({ baseUrl: 'http://svc', fetch: f.fetch });
    const r = await client.call(routes.listMasters, {
      query: { limit: 10, keyword: ['spring sale', 'Monday'], triggered: true, state: 'enabled,paused' },
    });
    expect(r).toMatchObject({ ok: true, data: { masters: [] } });
    expect(f.seen[0]!.url).toBe(
      'http://svc/v2/masters?limit=10&keyword=spring+sale&keyword=Monday&triggered=true&state=enabled%2Cpaused',
    );
    // @ts-expect-error a route with path parameters needs params
    const missing = () => client.call(routes.getSubscriber);
    // @ts-expect-error an unknown filter
    const unknown = () => client.call(routes.listMasters, { query: { colour: 'red' } });
    expect([missing, unknown]).toHaveLength(2);
  });
});
