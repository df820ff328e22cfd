import { z } from 'zod';
import { PagingQuerySchema, TimestampSchema } from '../primitives';

/**
 * Templates include a block by name, so names are limited to characters that need no quoting there:
 * letters, digits, dot, dash and underscore, starting with a letter or digit. Unique per API user.
 */
export const ContentBlockNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, {
  error: 'must be 1 to 100 letters, digits, dots, dashes or underscores, starting with a letter or digit',
});

export const ContentBlockIdSchema = z.string().regex(/^\d{1,18}$/, { error: 'must be a content block id' });
export const ContentBlockParamsSchema = z.object({ id: ContentBlockIdSchema });

/** One part of a block: its HTML and its plain-text rendering (LiquidJS allowed in both). */
export const ContentBlockPartSchema = z
  .object({
    html: z.string().max(1_000_000).default(''),
    text: z.string().max(1_000_000).default(''),
  })
  .refine((p) => p.html !== '' || p.text !== '', { error: 'must have html or text' });

/** Spec 2.12: a list item carries an id, a last-updated time and a name. */
export const ContentBlockSummarySchema = z
  .object({ id: z.string(), lastUpdate: TimestampSchema, name: z.string() })
  .meta({ id: 'ContentBlockSummary' });

export const ContentBlockSchema = ContentBlockSummarySchema.extend({
  createdDate: TimestampSchema,
  archived: z.boolean(),
  body: z.array(ContentBlockPartSchema),
}).meta({ id: 'ContentBlock' });
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

/** The original API's nested counts, plus the paging echo the other collections have. */
export const ContentBlocksPageSchema = z
  .object({
    counts: z.object({
      count: z.int().describe('blocks in this page'),
      total: z.int().describe('non-archived blocks of the API user'),
    }),
    offset: z.int(),
    limit: z.int(),
    blocks: z.array(ContentBlockSummarySchema).describe('newest lastUpdate first'),
  })
  .meta({ id: 'ContentBlocksPage' });

export const ContentBlocksQuerySchema = PagingQuerySchema;

/** POST creates, PUT replaces: both carry the whole block. */
export const ContentBlockBodySchema = z.object({
  name: ContentBlockNameSchema,
  body: z.array(ContentBlockPartSchema).min(1).max(20),
});
export type ContentBlockBody = z.infer<typeof ContentBlockBodySchema>;
