import { z } from 'zod';
import {
  AsyncQuerySchema,
  PageEnvelopeSchema,
  PagingQuerySchema,
  SubscriberIdSchema,
  TimestampSchema,
} from '../primitives';

const isControl = (ch: string) => {
  const c = ch.charCodeAt(0);
  return c < 0x20 || c === 0x7f;
};

export const ListNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => ![...v].some(isControl), { error: 'must not contain control characters' });

/** Spec 2.1: a target list as an item of the collection. */
export const TargetListSummarySchema = z
  .object({
    id: z.int(),
    name: z.string(),
    memberCount: z.int(),
    lastUsed: TimestampSchema.nullable(),
    lastModified: TimestampSchema,
    archived: z.boolean().optional().describe('extension: present and true only on archived lists'),
  })
  .meta({ id: 'TargetListSummary' });
export type TargetListSummary = z.infer<typeof TargetListSummarySchema>;

/** Spec 2.2: a single target list. */
export const TargetListSchema = z
  .object({
    id: z.int().describe('extension'),
    name: z.string(),
    memberCount: z.int(),
    lastUsed: TimestampSchema.nullable(),
    lastModifiedDate: TimestampSchema,
    archived: z.boolean().describe('extension'),
  })
  .meta({ id: 'TargetList' });
export type TargetList = z.infer<typeof TargetListSchema>;

export const TargetListsQuerySchema = PagingQuerySchema.extend({
  view: z.enum(['schema'], { error: 'must be schema or absent' }).optional(),
  archived: z
    .enum(['true', 'false', 'all'], { error: 'must be true, false or all' })
    .optional()
    .describe('extension: false (default) lists active lists, true archived ones, all both'),
});

export const TargetListsPageSchema = PageEnvelopeSchema.extend({
  lists: z.array(TargetListSummarySchema),
}).meta({
  id: 'TargetListsPage',
});

/** `view=schema`: the list load (personalization) attributes; empty means personalization is not set up. */
export const TargetListSchemaViewSchema = z
  .object({
    view: z.literal('schema'),
    targetList: z.array(
      z.object({ attributeName: z.string(), type: z.string(), length: z.int().optional() }),
    ),
  })
  .meta({ id: 'TargetListLoadSchema' });

export const ListNameParamsSchema = z.object({ listname: ListNameSchema });
export const MemberParamsSchema = z.object({ listname: ListNameSchema, userId: SubscriberIdSchema });

export const PutTargetListBodySchema = z.object({ name: ListNameSchema });

export const TargetListMemberSchema = z
  .object({ id: z.string(), email: z.string() })
  .meta({ id: 'TargetListMember' });
export const AddedMemberSchema = TargetListMemberSchema.extend({ lastModifiedDate: TimestampSchema }).meta({
  id: 'AddedTargetListMember',
});

export const MembersPageSchema = PageEnvelopeSchema.extend({
  lastModifiedDate: TimestampSchema,
  members: z.array(TargetListMemberSchema),
}).meta({ id: 'TargetListMembersPage' });

/** The body may be omitted; when it carries `id`, it must equal the path's `userId`. */
export const PutMemberBodySchema = z.object({ id: SubscriberIdSchema.optional() });

/**
 * The largest member import one request may carry (documented in docs/api.md): larger sets are split by the
 * caller into several imports, the way the original API recommended file imports past 100,000 records.
 */
export const MAX_MEMBER_IMPORT = 100_000;

export const MemberImportBodySchema = AsyncQuerySchema.extend({
  members: z
    .array(
      z.object({
        id: z
          .unknown()
          .optional()
          .describe('the subscriber id (a string); checked per record, failures go to the async result'),
      }),
    )
    .min(1)
    .max(MAX_MEMBER_IMPORT),
  errorThreshold: z
    .union([
      z.int().min(0),
      z.string().regex(/^\d{1,3}%$/, { error: 'must be a count or a percentage like 5%' }),
    ])
    .optional(),
});
