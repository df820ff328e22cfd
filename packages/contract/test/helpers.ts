import type { z } from 'zod';
import { describeIssues } from '../src/index';

/** The 400 message the service would answer for this input, or undefined when it parses. */
export function problem(schema: z.ZodType, input: unknown, where = 'body'): string | undefined {
  const r = schema.safeParse(input);
  return r.success ? undefined : describeIssues(r.error, where);
}
