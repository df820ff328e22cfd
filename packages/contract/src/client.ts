import type { z } from 'zod';
import { ErrorBodySchema, errorStatus, type ErrorBody, type ErrorCode } from './errors';
import { describeIssues } from './issues';
import type { RouteBodyInput, RouteDef, RouteParamsInput, RouteQueryInput } from './route';

/** The service answered with something the contract does not allow: a bug on one side, never a user error. */
export class ContractViolation extends Error {
  readonly routeId: string;
  readonly status: number;
  constructor(routeId: string, status: number, message: string) {
    super(`${routeId} (${status}): ${message}`);
    this.name = 'ContractViolation';
    this.routeId = routeId;
    this.status = status;
  }
}

type Scalar = string | number | boolean;
/** Query values may be given as numbers and booleans; they are strings on the wire. */
type QueryValue<V> = V | (NonNullable<V> extends string ? Scalar : readonly Scalar[]);
/** Keys whose value may be undefined (parameters with a default) are optional, as on the wire. */
type QueryInput<Q> = { [K in keyof Q as undefined extends Q[K] ? K : never]?: QueryValue<Q[K]> } & {
  [K in keyof Q as undefined extends Q[K] ? never : K]: QueryValue<Q[K]>;
};

/** A part the route does not declare may be left out; a part it requires must be given. */
type Part<K extends string, T> = unknown extends T
  ? { [P in K]?: undefined }
  : undefined extends T
    ? { [P in K]?: T }
    : Partial<T> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

export type CallInput<D> = Part<'params', RouteParamsInput<D>> &
  Part<'query', unknown extends RouteQueryInput<D> ? unknown : QueryInput<RouteQueryInput<D>>> &
  Part<'body', RouteBodyInput<D>> & {
    headers?: Record<string, string>;
    /** For routes that produce more than JSON, e.g. `text/html` from previewEmail: the body comes back as text. */
    accept?: string;
    signal?: AbortSignal;
  };

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a successful call returns, across every success status of the route. */
export type SuccessData<D> =
  D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R>
    ? { [S in keyof R]: OutputOf<R[S]> }[keyof R]
    : never;

export type CallResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ErrorBody; headers: Headers };

export interface ClientOptions {
  baseUrl: string;
  /** Sent on every call, e.g. Api-User and api-key; a function is called per request. */
  headers?: Record<string, string> | (() => Record<string, string>);
  fetch?: typeof fetch;
}

type Args<D> = Partial<CallInput<D>> extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>];

export interface Client {
  call<D extends RouteDef>(route: D, ...args: Args<D>): Promise<CallResult<SuccessData<D>>>;
  /** The same call for a non-JSON representation (`accept` other than JSON): the body is returned as text. */
  text<D extends RouteDef>(route: D, ...args: Args<D>): Promise<CallResult<string>>;
}

/** A path or query value as text: scalars as written, anything else as JSON. */
const wire = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);

/** Fills the `{param}` segments of a route path, each percent-encoded. */
export function buildPath(route: RouteDef, params: Record<string, unknown> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${route.id}: the path parameter ${name} is required`);
    return encodeURIComponent(wire(value));
  });
}

/** Appends query parameters; arrays repeat the parameter, undefined and null are left out. */
export function buildQuery(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      if (item !== undefined && item !== null) search.append(key, wire(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

const codeForStatus = (status: number): ErrorCode =>
  (Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ??
  (status >= 500 ? 'internal_error' : 'invalid_request');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A typed client over the route table: builds the request and checks every success body against the contract. */
export function createClient(options: ClientOptions): Client {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(route: RouteDef, input: CallInput<RouteDef> | undefined, asText: boolean) {
    const i = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
      headers?: Record<string, string>;
      accept?: string;
      signal?: AbortSignal;
    };
    const defaults = typeof options.headers === 'function' ? options.headers() : options.headers;
    const headers: Record<string, string> = {
      accept: i.accept ?? 'application/json',
      ...defaults,
      ...i.headers,
    };
    if (i.body !== undefined) headers['content-type'] = 'application/json';
    const url = base + buildPath(route, i.params) + buildQuery(i.query);
    const res = await doFetch(url, {
      method: route.method,
      headers,
      ...(i.body !== undefined ? { body: JSON.stringify(i.body) } : {}),
      ...(i.signal ? { signal: i.signal } : {}),
    });
    const text = await res.text();
    if (!res.ok) {
      const parsed = ErrorBodySchema.safeParse(parseJson(text));
      const error: ErrorBody = parsed.success
        ? parsed.data
        : { code: codeForStatus(res.status), message: text.slice(0, 500) || res.statusText };
      return { ok: false as const, status: res.status, error, headers: res.headers };
    }
    const schema = route.responses[res.status];
    if (schema === undefined)
      throw new ContractViolation(route.id, res.status, 'the contract does not list this status');
    const type = res.headers.get('content-type') ?? '';
    if (asText && !type.includes('json'))
      return { ok: true as const, status: res.status, data: text, headers: res.headers };
    if (schema === null)
      return { ok: true as const, status: res.status, data: undefined, headers: res.headers };
    const checked = schema.safeParse(parseJson(text));
    if (!checked.success)
      throw new ContractViolation(route.id, res.status, describeIssues(checked.error, 'response body'));
    const data: unknown = asText ? text : checked.data;
    return { ok: true as const, status: res.status, data, headers: res.headers };
  }

  return {
    call: (route, ...args) => send(route, args[0] as CallInput<RouteDef>, false) as never,
    text: (route, ...args) => send(route, args[0] as CallInput<RouteDef>, true) as never,
  };
}
