import { z } from 'zod';
import {
  AsyncQuerySchema,
  AttrValueSchema,
  EmailSchema,
  PageEnvelopeSchema,
  PagingQuerySchema,
  SubscriberIdSchema,
  TimestampSchema,
  UserAttrsSchema,
} from '../primitives';

/** The views that represent subscriber records (every view but `schema`). */
export const subscriberRecordViews = [
  'basic',
  'profile',
  'subscriptions',
  'emails',
  'messages',
  'target-lists',
  'full',
] as const;
export const subscriberViews = [...subscriberRecordViews, 'schema'] as const;
export type SubscriberRecordView = (typeof subscriberRecordViews)[number];
export const SubscriberViewSchema = z.enum(subscriberViews);
export type SubscriberView = z.infer<typeof SubscriberViewSchema>;

/** A subscriber's address, or "" for none; one schema (not a union) so errors name the real problem. */
export const EmailOrEmptySchema = z
  .string()
  .max(254)
  .refine((v) => v === v.toLowerCase(), {
    error: 'must be lower case (mixed-case e-mail addresses are rejected)',
  })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+$/.test(v), { error: 'must be an e-mail address or ""' });

export const DivisionNameSchema = z.string().trim().min(1).max(100);
export const SubscriptionStateSchema = z.enum(['subscribed', 'unsubscribed']);

export const CurrentSubscriptionSchema = z.object({
  division: z.string(),
  state: SubscriptionStateSchema,
  time: TimestampSchema,
});
export const SubscriptionEventSchema = CurrentSubscriptionSchema;

export const SubscriptionsSchema = z.object({
  memberOf: z.array(z.string()).describe('divisions the subscriber is subscribed to'),
  current: z.array(CurrentSubscriptionSchema).describe('every division with its current state'),
  former: z
    .array(CurrentSubscriptionSchema)
    .optional()
    .describe('divisions once subscribed and now unsubscribed (subscriptions and full views)'),
  events: z
    .array(CurrentSubscriptionSchema)
    .optional()
    .describe('every subscription event, oldest first (subscriptions and full views)'),
});

export const EmailStatsSchema = z.object({
  countTotalSent: z.int(),
  countTotalClicks: z.int(),
  countUniqueClicks: z.int(),
  countUniqueOpens: z.int(),
  countTotalDelivered: z.int(),
  countTotalBounced: z.int(),
});

export const SubscriberMessageSchema = z.object({
  messageId: z.string(),
  templateId: z.string(),
  subscription: z.string().nullable(),
  subject: z.string(),
  time: TimestampSchema,
  test: z.boolean(),
  status: z.string(),
  opens: z.int(),
  clicks: z.int(),
});

/** Spec 2.7. Which parts are present depends on the view. */
export const SubscriberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    lastUpdate: TimestampSchema,
    dateCreated: TimestampSchema,
    ETag: z.string(),
    dead: z.boolean(),
    referred: z.boolean().optional().describe('extension: global referred status set by setReferred'),
    profile: z.object({ userAttrs: UserAttrsSchema }).optional(),
    subscriptions: SubscriptionsSchema.optional(),
    emails: EmailStatsSchema.optional(),
    messages: z.array(SubscriberMessageSchema).optional().describe('extension: the 25 latest messages'),
    targetLists: z.object({ memberOf: z.array(z.string()) }).optional(),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const AttributeTypeSchema = z.enum(['String', 'Number']);
export const AttributeDefSchema = z.object({
  attributeName: z.string(),
  type: AttributeTypeSchema,
  length: z.int().optional().describe('maximum length of a String'),
  min: z.int().optional(),
  max: z.int().optional(),
  description: z.string().optional(),
});
export type AttributeDef = z.infer<typeof AttributeDefSchema>;

export const SubscriberSchemaViewSchema = z
  .object({
    view: z.literal('schema'),
    profile: z.object({ userAttrs: z.array(AttributeDefSchema) }),
    subscriptions: z.object({ divisions: z.array(z.string()) }),
  })
  .meta({ id: 'SubscriberSchemaView' });

export const SubscribersQuerySchema = PagingQuerySchema.extend({
  view: z.enum(subscriberViews, { error: `must be one of: ${subscriberViews.join(', ')}` }).optional(),
  email: EmailSchema.optional(),
  id: SubscriberIdSchema.optional().describe('extension: look up by company id'),
  s: z.string().min(1).max(200).optional(),
  i: z.string().min(1).max(200).optional(),
});

export const SubscribersPageSchema = PageEnvelopeSchema.extend({
  view: z.string(),
  s: z.string().optional(),
  i: z.string().optional(),
  subscribers: z.array(SubscriberSchema),
}).meta({ id: 'SubscribersPage' });

export const SubscriberParamsSchema = z.object({ id: SubscriberIdSchema });
export const SubscriptionParamsSchema = z.object({ id: SubscriberIdSchema, name: DivisionNameSchema });
export const SubscriberGetQuerySchema = z.object({
  view: z
    .enum(subscriberRecordViews, { error: `must be one of: ${subscriberRecordViews.join(', ')}` })
    .optional(),
});

export const SetReferredSchema = z.union([z.boolean(), z.string()]).optional();

export const DivisionListSchema = z.array(DivisionNameSchema).max(1000);

/** PUT /subscribers/{id}: full replace, or create; omitted attributes become null. */
export const PutSubscriberBodySchema = z.object({
  id: SubscriberIdSchema,
  email: EmailOrEmptySchema,
  dead: z.boolean().optional(),
  profile: z.object({ userAttrs: UserAttrsSchema }).optional(),
  subscriptions: z
    .object({ memberOf: DivisionListSchema.optional(), setReferred: SetReferredSchema })
    .optional(),
});

export const ChangeSetSchema = z.object({
  add: DivisionListSchema.optional(),
  remove: DivisionListSchema.optional(),
  memberOf: DivisionListSchema.optional(),
});

/** POST /subscribers/{id}/update: partial update; only supplied attributes change. */
export const UpdateSubscriberBodySchema = z.object({
  email: EmailOrEmptySchema.optional(),
  dead: z.boolean().optional(),
  profile: z.object({ userAttrs: UserAttrsSchema }).optional(),
  subscriptions: ChangeSetSchema.extend({ setReferred: SetReferredSchema }).optional(),
  targetLists: ChangeSetSchema.optional(),
});

export const PutSubscriptionsBodySchema = z.object({
  memberOf: DivisionListSchema,
  setReferred: SetReferredSchema,
  dead: z.boolean().optional(),
});

export const DivisionSubscriptionSchema = z
  .object({
    division: z.string(),
    state: SubscriptionStateSchema,
    events: z.array(z.object({ state: SubscriptionStateSchema, time: TimestampSchema })),
  })
  .meta({ id: 'DivisionSubscription' });

export const UnsubscribeBodySchema = z.object({
  s: z.string().min(1).max(200),
  i: z.string().min(1).max(200),
});
export const UnsubscribeResponseSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    lastUpdate: TimestampSchema,
    subscriptions: SubscriptionsSchema,
  })
  .meta({ id: 'UnsubscribeResult' });

/** One criterion of a search: {"profile.userAttrs.lastName":"Smith"}; criteria AND, array values OR. */
export const SearchCriterionSchema = z
  .record(
    z.string(),
    z.union([AttrValueSchema, z.array(z.union([AttrValueSchema, z.record(z.string(), z.string())]))]),
  )
  .refine((o) => Object.keys(o).length === 1, { error: 'must hold exactly one field' });
export const SearchBodySchema = z.object({ query: z.array(SearchCriterionSchema).max(50) });
export const SearchQuerySchema = PagingQuerySchema.extend({
  view: z
    .enum(subscriberRecordViews, { error: `must be one of: ${subscriberRecordViews.join(', ')}` })
    .optional(),
});

export const MAX_SUBSCRIBER_IMPORT = 100_000;

/** POST /subscribers/import: records are validated one by one, failures land in the async result. */
export const SubscriberImportBodySchema = AsyncQuerySchema.extend({
  existingSubscribers: z.enum(['ignore', 'update', 'replace']).default('update'),
  resubscribe: z.boolean().default(false),
  errorThreshold: z
    .union([
      z.int().min(0),
      z.string().regex(/^\d{1,3}%$/, { error: 'must be a count or a percentage like 5%' }),
    ])
    .optional(),
  defaults: z
    .object({
      subscriptions: ChangeSetSchema.optional(),
      targetLists: ChangeSetSchema.optional(),
    })
    .optional(),
  subscribers: z.array(z.unknown()).min(1).max(MAX_SUBSCRIBER_IMPORT),
});

/** One record of a subscriber import, validated per record in the job. */
export const SubscriberImportRecordSchema = z.object({
  id: SubscriberIdSchema.optional(),
  email: EmailOrEmptySchema.optional(),
  profile: z.object({ userAttrs: UserAttrsSchema }).optional(),
  subscriptions: ChangeSetSchema.optional(),
  targetLists: ChangeSetSchema.optional(),
});
