import { z } from 'zod';
import { PageEnvelopeSchema, PagingQuerySchema, queryBool, TimestampSchema } from '../primitives';
import { IntervalSchema } from '../time-input';
import { MasterScheduleSchema, PutScheduleBodySchema } from './master-schedule';
import { MasterTargetSchema } from './master-target';
import { EnvelopeHeadersSchema, KeywordsSchema, TemplateContentSchema } from './master-template';
import { DivisionNameSchema } from './subscribers';

export const masterStates = ['disabled', 'enabled', 'delivered', 'halted', 'paused', 'deleted'] as const;
export const MasterStateSchema = z.enum(masterStates);
export type MasterState = z.infer<typeof MasterStateSchema>;

/** A master id is a string of digits, also used as `templateId` (emails) and `masterId` (reports). */
export const MasterIdSchema = z.string().regex(/^\d{1,18}$/, { error: 'must be a master id (digits)' });
export const MasterParamsSchema = z.object({ id: MasterIdSchema });

/**
 * A master as an item of the collection, and the body of enable, disable and archive. The state field is
 * named `status`, as the original API answered; the `state` query filter selects on it.
 */
export const MasterSummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    subscription: z.string().describe('the division the master is sent for'),
    campaign: z.string(),
    keywords: z.string().describe('pipe-separated, like sale|spring'),
    triggered: z.boolean().describe('sent by an event (e.g. /emails/send) rather than by its schedule'),
    status: MasterStateSchema,
    archived: z.boolean(),
    nextTimeToDeliver: TimestampSchema.nullable().describe('null when no delivery is scheduled'),
    lastUpdate: TimestampSchema,
    createdDate: TimestampSchema,
  })
  .meta({ id: 'MasterSummary' });
export type MasterSummary = z.infer<typeof MasterSummarySchema>;

/** GET /masters/{id}: the summary plus envelope headers, target and schedule (content is in /template). */
export const MasterSchema = MasterSummarySchema.extend({
  envelope: EnvelopeHeadersSchema,
  target: MasterTargetSchema.nullable(),
  schedule: MasterScheduleSchema.nullable(),
  hasContent: z.boolean().describe('whether the template has HTML or text'),
}).meta({ id: 'Master' });
export type Master = z.infer<typeof MasterSchema>;

export const MastersPageSchema = PageEnvelopeSchema.extend({
  masters: z.array(MasterSummarySchema),
}).meta({ id: 'MastersPage' });

/** A query parameter that may be repeated: Fastify hands a repeated one over as an array. */
function repeatable<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([item, z.array(item).max(100)])
    .transform((v): string[] => (Array.isArray(v) ? v : [v]))
    .optional();
}

const stateMessage = `must be a comma-separated list of: ${masterStates.join(', ')}`;

/** `state=enabled,paused` (repeating the parameter works too). */
const StateFilterSchema = z
  .union([z.string(), z.array(z.string()).max(20)], { error: stateMessage })
  .transform((v, ctx): MasterState[] => {
    const items = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim());
    const states = items.filter((s): s is MasterState => (masterStates as readonly string[]).includes(s));
    if (states.length !== items.length || states.length === 0) {
      ctx.addIssue({ code: 'custom', message: stateMessage });
      return z.NEVER;
    }
    return [...new Set(states)];
  })
  .optional();

/**
 * GET /masters filters. Repeating a parameter ORs its values; different parameters AND together:
 * `keyword=sales&keyword=Monday&campaign=welcome` is (sales OR Monday) AND welcome.
 */
export const MastersQuerySchema = PagingQuerySchema.extend({
  keyword: repeatable(z.string().min(1).max(100)).describe('substring of the keywords, case-insensitive'),
  campaign: z.string().min(1).max(200).optional().describe('exact campaign'),
  subscription: DivisionNameSchema.optional().describe('exact division'),
  triggered: queryBool().describe('true: only triggered masters; false: only scheduled ones; absent: both'),
  state: StateFilterSchema.describe(`comma-separated list of: ${masterStates.join(', ')}`),
  schedulePeriod: IntervalSchema.optional().describe(
    'ISO 8601 interval for nextTimeToDeliver; a period in the past matches nothing',
  ),
  id: repeatable(MasterIdSchema).describe('repeatable: select these masters'),
  archived: z
    .enum(['true', 'false', 'all'], { error: 'must be true, false or all' })
    .optional()
    .describe('false (default): non-archived masters; true: archived ones; all: both'),
});
export type MastersQuery = z.infer<typeof MastersQuerySchema>;

/** The master's own fields, replaced as a whole by PUT /masters/{id}. */
export const MasterFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  subscription: DivisionNameSchema,
  campaign: z.string().max(200).default(''),
  keywords: KeywordsSchema.default(''),
  triggered: z.boolean().default(false),
});
export const PutMasterBodySchema = MasterFieldsSchema;
export type PutMasterBody = z.infer<typeof PutMasterBodySchema>;

/** POST /masters creates a disabled master, optionally with every part in one call. */
export const CreateMasterBodySchema = MasterFieldsSchema.extend({
  envelope: EnvelopeHeadersSchema.optional(),
  content: TemplateContentSchema.optional(),
  target: MasterTargetSchema.optional(),
  schedule: PutScheduleBodySchema.optional(),
});
export type CreateMasterBody = z.infer<typeof CreateMasterBodySchema>;
