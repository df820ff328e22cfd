import { z } from 'zod';
import { TimestampSchema } from '../primitives';

/**
 * Extension: a master's lifetime totals, counted synchronously from its events (test sends excluded), for
 * dashboards. Repeated opens and clicks count each time; the master event report has the unique counts,
 * periods and the event lists.
 */
export const MasterStatsSchema = z
  .object({
    masterId: z.string(),
    sent: z.int(),
    delivered: z.int(),
    opens: z.int(),
    clicks: z.int(),
    bounces: z.int(),
    unsubscribes: z.int(),
    lastEventAt: TimestampSchema.nullable().describe('the newest event counted; null when there is none'),
  })
  .meta({ id: 'MasterStats' });
export type MasterStats = z.infer<typeof MasterStatsSchema>;
