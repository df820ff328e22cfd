import { z } from 'zod';
import {
  AsyncQuerySchema,
  PageEnvelopeSchema,
  PagingQuerySchema,
  SubscriberIdSchema,
  TimestampSchema,
} from '../primitives';

export const ListNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), { error: 'must not contain control characters' });

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

export const PutMemberBodySchema = z.object({ id: SubscriberIdSchema });

/** The largest member import one request may carry (documented in docs/api.md). */
export const MAX_MEMBER_IMPORT = 100_000;

export const MemberImportBodySchema = AsyncQuerySchema.extend({
  members: z
    .array(z.object({ id: z.unknown() }))
    .min(1)
    .max(MAX_MEMBER_IMPORT),
  errorThreshold: z
    .union([
      z.int().min(0),
      z.string().regex(/^\d{1,3}%$/, { error: 'must be a count or a percentage like 5%' }),
    ])
    .optional(),
});
