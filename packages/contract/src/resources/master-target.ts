import { z } from 'zod';
import { DivisionNameSchema } from './subscribers';
import { ListNameSchema } from './target-lists';

/**
 * The targeting DSL. The audience is built as a waterfall: profile, then subscriptions, then each criterion
 * in order, where `join` says how the criterion combines with the audience so far (AND narrows, OR widens)
 * and `negate` inverts the criterion itself. Every object is strict: a misspelt field is an error, because a
 * silently ignored targeting rule would send to the wrong people.
 */
const combine = {
  negate: z.boolean().default(false),
  join: z.enum(['AND', 'OR'], { error: 'must be AND or OR' }).default('AND'),
};

const MasterIdRefSchema = z.string().min(1).max(64);
const DayRangeSchema = z.int().min(1).max(365).describe('how many days back to look');

export const attributeOperators = [
  'equals',
  'notEquals',
  'contains',
  'startsWith',
  'endsWith',
  'greaterThan',
  'lessThan',
  'between',
  'isEmpty',
  'isNotEmpty',
] as const;

const AttributeValueSchema = z.union([z.string().max(1000), z.number(), z.boolean()]);

export const AttributeCriterionSchema = z
  .strictObject({
    type: z.literal('attribute'),
    name: z
      .string()
      .min(1)
      .max(100)
      .describe('a profile attribute name (see GET /v2/subscribers?view=schema)'),
    operator: z.enum(attributeOperators),
    values: z
      .array(AttributeValueSchema)
      .max(1000)
      .default([])
      .describe('equals/notEquals match any of the values; between takes [low, high]; isEmpty takes none'),
    ...combine,
  })
  .superRefine((c, ctx) => {
    const n = c.values.length;
    const bad =
      c.operator === 'between'
        ? n !== 2 && 'must have exactly 2 items (low and high) for between'
        : c.operator === 'isEmpty' || c.operator === 'isNotEmpty'
          ? n !== 0 && `must be empty for ${c.operator}`
          : n === 0 && `must have at least 1 item for ${c.operator}`;
    if (bad) ctx.addIssue({ code: 'custom', path: ['values'], message: bad });
  });

export const ActionCriterionSchema = z.strictObject({
  type: z.literal('action'),
  action: z.enum(['received', 'opened', 'clicked']),
  masterId: MasterIdRefSchema.optional().describe('absent: any master'),
  dayRange: DayRangeSchema,
  ...combine,
});

export const VisitedCriterionSchema = z
  .strictObject({
    type: z.literal('visited'),
    role: z.string().min(1).max(100).optional(),
    page: z.string().min(1).max(2048).optional().describe('wins over role when both are given'),
    masterId: MasterIdRefSchema.optional(),
    dayRange: DayRangeSchema,
    ...combine,
  })
  .refine((c) => c.role !== undefined || c.page !== undefined, {
    error: 'must have a role or a page',
  });

export const ListCriterionSchema = z.strictObject({
  type: z.literal('list'),
  isMemberOf: z.array(ListNameSchema).min(1).max(50).describe('member of any of these target lists'),
  ...combine,
});

export const TargetCriterionSchema = z.discriminatedUnion(
  'type',
  [AttributeCriterionSchema, ActionCriterionSchema, VisitedCriterionSchema, ListCriterionSchema],
  { error: 'must be one of: attribute, action, visited, list' },
);
export type TargetCriterion = z.infer<typeof TargetCriterionSchema>;

export const subscriptionTargets = ['subscribed', 'subscribedAndUnsubscribed'] as const;

export const MasterTargetSchema = z
  .strictObject({
    profile: z.literal(true, { error: 'must be true (every audience starts from the profile)' }),
    subscriptions: z.strictObject({
      type: z.enum(subscriptionTargets).default('subscribed'),
      divisions: z
        .array(DivisionNameSchema)
        .max(100)
        .default([])
        .describe("empty: the master's own subscription (division)"),
    }),
    criteria: z.array(TargetCriterionSchema).max(50).default([]),
  })
  .meta({ id: 'MasterTarget' });
export type MasterTarget = z.infer<typeof MasterTargetSchema>;
