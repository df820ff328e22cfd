import { ApiError, describeIssues } from '@mailroom/contract';
import type { z } from 'zod';

/** Parses a request part with a schema; a failure is a 400 naming the field and the problem. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ApiError('invalid_request', describeIssues(r.error, where));
  return r.data;
}
