import { z } from 'zod';

/** `/readyz`: the BFF is ready when its database and the service both answer. 200 when ready, else 503. */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: z.boolean(), service: z.boolean() }),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
