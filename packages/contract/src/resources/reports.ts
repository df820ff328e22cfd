import { z } from 'zod';
import { AsyncQuerySchema, TimestampSchema } from '../primitives';
import { IntervalSchema } from '../time-input';
import { MasterIdSchema } from './masters';

export const REPORT_RETENTION_DAYS = 7;
export const DEFAULT_REPORT_DAYS = 7;

/** Each event list is included only when its flag is true; the KPIs are always there. */
export const ReportRequestBodySchema = AsyncQuerySchema.extend({
  filters: z.object({
    masterId: MasterIdSchema,
    period: IntervalSchema.optional().describe('ISO 8601 interval; absent: the last seven days'),
    unsubscribes: z.boolean().default(false),
    opens: z.boolean().default(false),
    clicks: z.boolean().default(false),
    bounces: z.boolean().default(false),
  }),
});
export type ReportRequestBody = z.infer<typeof ReportRequestBodySchema>;

export const ReportParamsSchema = z.object({ id: z.string().min(1).max(64) });

const eventList = (format: string) =>
  z.array(z.string()).optional().describe(`present when requested; each entry is "${format}", oldest first`);

/** Spec 2.10, plus unique counts, deliveries and an hourly timeline (extensions). */
export const MasterEventReportSchema = z
  .object({
    id: z.string(),
    requestedAt: TimestampSchema.describe('extension'),
    expiresAt: TimestampSchema.describe('extension: seven days after the request; then 404'),
    filters: z.object({
      masterId: z.string(),
      period: z.string().describe('the interval covered, as start/end in UTC'),
      unsubscribes: z.boolean(),
      opens: z.boolean(),
      clicks: z.boolean(),
      bounces: z.boolean(),
    }),
    counts: z.object({
      sent: z.int(),
      opens: z.int().describe('every open, repeated opens included'),
      clicks: z.int().describe('every click, repeated clicks included'),
      bounces: z.int(),
      unsubscribes: z.int(),
      uniqueOpens: z.boolean().describe('whether opens counts each subscriber once: always false here'),
      uniqueClicks: z.boolean().describe('whether clicks counts each subscriber once: always false here'),
      uniqueOpenCount: z.int().describe('extension: subscribers who opened'),
      uniqueClickCount: z.int().describe('extension: subscribers who clicked'),
      delivered: z.int().describe('extension: sent minus bounced'),
    }),
    unsubscribes: eventList('<subscriberId>,<time>'),
    opens: eventList('<subscriberId>,<time>'),
    clicks: eventList('<subscriberId>,<time>,<url>'),
    bounces: eventList('<subscriberId>,<time>,<hard|soft>'),
    timeline: z
      .array(z.object({ hour: TimestampSchema, opens: z.int(), clicks: z.int() }))
      .describe('extension: opens and clicks per hour over the period, hours without events included'),
  })
  .meta({ id: 'MasterEventReport' });
export type MasterEventReport = z.infer<typeof MasterEventReportSchema>;
