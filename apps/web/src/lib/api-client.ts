import {
  createClient,
  ErrorBodySchema,
  type CallInput,
  type ErrorBody,
  type RouteDef,
  type SuccessData,
} from '@mailroom/contract';
import type { z } from 'zod';
import { ApiRequestError } from './api-error';

type Args<D> = Partial<CallInput<D>> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export interface ApiClientOptions {
  /** Where the BFF's API lives; the SPA is served by the BFF, so same-origin `/api`. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** A signed-in call came back 401: the session expired or was revoked. */
  onUnauthorized: () => void;
}

export interface BffRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sign-in and the session probe expect 401 as an answer, not as an expired session. */
  expectUnauthorized?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function errorBody(res: Response): Promise<ErrorBody> {
  const text = await res.text();
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through to a generic body
  }
  return { code: res.status >= 500 ? 'internal_error' : 'invalid_request', message: res.statusText || text };
}

/**
 * The one way the SPA talks to the BFF: the session cookie rides along, state-changing requests carry the
 * session's CSRF token, and a 401 on a signed-in call hands over to onUnauthorized (back to sign-in).
 */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  let csrfToken: string | undefined;

  async function send(input: string, init: RequestInit, expectUnauthorized: boolean): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    if (!SAFE_METHODS.has(method) && csrfToken) headers.set('x-csrf-token', csrfToken);
    const res = await doFetch(input, { ...init, headers, credentials: 'same-origin' });
    if (res.status === 401 && !expectUnauthorized) options.onUnauthorized();
    return res;
  }

  const contract = createClient({
    baseUrl,
    fetch: (input, init) => send(input instanceof Request ? input.url : input.toString(), init ?? {}, false),
  });

  return {
    setCsrfToken(token: string | undefined) {
      csrfToken = token;
    },

    /** A contract route through the BFF's /api/v2 proxy; the response is validated against the contract. */
    async call<D extends RouteDef>(route: D, ...args: Args<D>): Promise<SuccessData<D>> {
      const result = await contract.call(route, ...args);
      if (!result.ok) throw new ApiRequestError(result.status, result.error);
      return result.data;
    },

    /** The same, when the status matters (PUT answers 201 for created and 200 for an existing resource). */
    async callWithStatus<D extends RouteDef>(
      route: D,
      ...args: Args<D>
    ): Promise<{ status: number; data: SuccessData<D> }> {
      const result = await contract.call(route, ...args);
      if (!result.ok) throw new ApiRequestError(result.status, result.error);
      return { status: result.status, data: result.data };
    },

    /** A BFF endpoint outside the contract (session, tickets, users), checked against the given schema. */
    async request<S extends z.ZodType>(
      path: string,
      schema: S,
      { method = 'GET', body, expectUnauthorized = false }: BffRequestOptions = {},
    ): Promise<z.output<S>> {
      const init: RequestInit = { method, headers: { accept: 'application/json' } };
      if (body !== undefined) {
        init.body = JSON.stringify(body);
        init.headers = { accept: 'application/json', 'content-type': 'application/json' };
      }
      const res = await send(baseUrl + path, init, expectUnauthorized);
      if (!res.ok) throw new ApiRequestError(res.status, await errorBody(res));
      if (res.status === 204) return schema.parse(undefined);
      return schema.parse(await res.json());
    },

    /**
     * A file sent as the raw request body (CSV imports take `text/csv`, not multipart), with the same cookie,
     * CSRF token and error handling as request.
     */
    async upload<S extends z.ZodType>(
      path: string,
      schema: S,
      body: Blob | string,
      contentType: string,
    ): Promise<z.output<S>> {
      const init: RequestInit = {
        method: 'POST',
        body,
        headers: { accept: 'application/json', 'content-type': contentType },
      };
      const res = await send(baseUrl + path, init, false);
      if (!res.ok) throw new ApiRequestError(res.status, await errorBody(res));
      return schema.parse(await res.json());
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let unauthorizedHandler: () => void = () => undefined;

/** The app decides what an expired session does (navigate to sign-in keeping the return path). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const api = createApiClient({ onUnauthorized: () => unauthorizedHandler() });
