import { z } from 'zod';

/** ISO 8601 UTC timestamp without fractions, as the spec writes them: 2014-04-29T16:08:32Z. */
export const TimestampSchema = z.string().meta({ format: 'date-time', example: '2026-01-31T16:08:32Z' });

/** A query-string integer with an inclusive range; the message names the field's rule. */
export function queryInt(
  min: number,
  max: number,
): z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<number, string>>>;
export function queryInt(min: number, max: number, fallback: number): z.ZodType<number, string | undefined>;
export function queryInt(
  min: number,
  max: number,
  fallback?: number,
): z.ZodType<number | undefined, string | undefined> {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `must be an integer ${min} or more`
      : `must be an integer from ${min} to ${max}`;
  const schema = z
    .string({ error: message })
    .regex(/^\d{1,16}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });
  return fallback === undefined ? schema.optional() : schema.optional().transform((n) => n ?? fallback);
}

/** A query-string boolean: `true` or `false` (any case). */
export function queryBool(): z.ZodOptional<z.ZodPipe<z.ZodString, z.ZodTransform<boolean, string>>>;
export function queryBool(fallback: boolean): z.ZodType<boolean, string | undefined>;
export function queryBool(fallback?: boolean): z.ZodType<boolean | undefined, string | undefined> {
  const schema = z
    .string()
    .regex(/^(true|false)$/i, { error: 'must be true or false' })
    .transform((v) => v.toLowerCase() === 'true');
  return fallback === undefined ? schema.optional() : schema.optional().transform((v) => v ?? fallback);
}

export const MAX_PAGE = 100;

/** `limit` 0 to 100 (default 25) and `offset` 0 or more (default 0): every paged collection. */
export const PagingQuerySchema = z.object({
  limit: queryInt(0, MAX_PAGE, 25),
  offset: queryInt(0, Number.MAX_SAFE_INTEGER, 0),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;

export const PageEnvelopeSchema = z.object({
  total: z.int(),
  offset: z.int(),
  limit: z.int(),
  count: z.int(),
});

/** Lower-case e-mail address: mixed case is rejected everywhere, naming the field. */
export const EmailSchema = z
  .string()
  .max(254)
  .refine((v) => v === v.toLowerCase(), {
    error: 'must be lower case (mixed-case e-mail addresses are rejected)',
  })
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), { error: 'must be an e-mail address' });

/** A company-defined subscriber id; when it is an e-mail it must be lower case. */
export const SubscriberIdSchema = z
  .string()
  .min(1)
  .max(255)
  .refine((v) => !v.includes('@') || v === v.toLowerCase(), {
    error: 'must be lower case when it is an e-mail address',
  });

/** Async calls take `responseUri` and `responseRef` in the query string or in the JSON body. */
export const AsyncQuerySchema = z.object({
  responseUri: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2048)
    .optional(),
  responseRef: z.string().max(255).optional(),
});
export type AsyncQuery = z.infer<typeof AsyncQuerySchema>;

/** A profile attribute value: the spec allows strings or integers. */
export const AttrValueSchema = z.union([z.string(), z.int(), z.null()]);
/** `profile.userAttrs`: an array of single-attribute objects, [{"firstName":"John"}]. */
export const UserAttrsSchema = z
  .array(
    z.record(z.string(), AttrValueSchema).refine((o) => Object.keys(o).length === 1, {
      error: 'must hold exactly one attribute',
    }),
  )
  .max(500);
export type UserAttrs = z.infer<typeof UserAttrsSchema>;
