import type { z } from 'zod';

export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** What a route does to the store: the BFF derives the role it needs from this. */
export type RouteAccess = 'read' | 'write' | 'send' | 'import' | 'report';

/**
 * One endpoint of the service. The service registers its handlers from these, the BFF derives which
 * routes exist and which role each needs, the client builds and validates calls, OpenAPI is generated.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends Partial<Record<number, z.ZodType | null>> = Partial<Record<number, z.ZodType | null>>,
> {
  /** Stable operation id, also the key in the route table. */
  id: string;
  method: HttpMethod;
  /** OpenAPI-style path with `{param}` segments, always under /v2. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  /** Answers 202 with a ticket and finishes in the background. */
  async?: boolean;
  /** `basic`: Api-User + api-key; `none`: public (health, tracking links). */
  auth?: 'none';
  params?: P;
  query?: Q;
  body?: B;
  /** The body may be omitted entirely (e.g. POST .../enable). */
  bodyOptional?: boolean;
  /** Success responses by status; `null` means no body. Errors are always ErrorBody. */
  responses: R;
  /** Content types other than JSON the route can answer with (chosen by Accept). */
  produces?: string[];
}

export function defineRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends Partial<Record<number, z.ZodType | null>>,
>(def: RouteDef<P, Q, B, R>): RouteDef<P, Q, B, R> {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferIn<T> = T extends z.ZodType ? z.input<T> : undefined;

export type RouteParams<D> = D extends RouteDef<infer P, z.ZodType, z.ZodType> ? Infer<P> : never;
export type RouteQuery<D> = D extends RouteDef<z.ZodType, infer Q, z.ZodType> ? Infer<Q> : never;
export type RouteBody<D> = D extends RouteDef<z.ZodType, z.ZodType, infer B> ? Infer<B> : never;
export type RouteQueryInput<D> = D extends RouteDef<z.ZodType, infer Q, z.ZodType> ? InferIn<Q> : never;
export type RouteBodyInput<D> = D extends RouteDef<z.ZodType, z.ZodType, infer B> ? InferIn<B> : never;
export type RouteParamsInput<D> = D extends RouteDef<infer P, z.ZodType, z.ZodType> ? InferIn<P> : never;

/** The union of what a route may answer with on success, as [status, body] pairs. */
export type RouteResponse<D> =
  D extends RouteDef<z.ZodType, z.ZodType, z.ZodType, infer R>
    ? {
        [S in keyof R]: {
          status: S;
          body: R[S] extends z.ZodType ? z.input<R[S]> : undefined;
          headers?: Record<string, string>;
        };
      }[keyof R]
    : never;
