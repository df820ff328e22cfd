import { z } from 'zod';

/** A sender address on an envelope (not a subscriber address, so case is kept). */
export const AddressSchema = z
  .string()
  .max(254)
  .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), { error: 'must be an e-mail address' });

/** Pipe-separated keywords (`Sample|Test`), the form the original API used in masters and preview headers. */
export const KeywordsSchema = z
  .string()
  .max(500)
  .refine((v) => !/\|\|/.test(v) && !v.startsWith('|') && !v.endsWith('|'), {
    error: 'must be keywords separated by single pipes, like sale|spring',
  });

/** The message headers of a master. */
export const EnvelopeHeadersSchema = z.object({
  subject: z.string().max(998),
  from: AddressSchema,
  fromFriendly: z.string().max(200).default('').describe('display name of the from address'),
  replyTo: z.union([z.literal(''), AddressSchema]).default(''),
  replyToFriendly: z.string().max(200).default(''),
  encoding: z.string().max(40).default('UTF-8').describe('one of the company encodings (GET /v2/company)'),
});

/** The envelope as the template shows it: the headers plus the master's name, campaign and keywords. */
export const MasterEnvelopeSchema = EnvelopeHeadersSchema.extend({
  name: z.string().min(1).max(200),
  campaign: z.string().max(200).default(''),
  keywords: KeywordsSchema.default(''),
}).meta({ id: 'MasterEnvelope' });

export const TemplateContentSchema = z
  .object({
    html: z.string().max(2_000_000).default('').describe('LiquidJS template; HTML escaped as a JSON string'),
    text: z.string().max(1_000_000).default(''),
  })
  .meta({ id: 'TemplateContent' });

export const TemplateLinkSchema = z.object({
  url: z.string(),
  name: z.string().describe('the link text, or the URL when the link has no text'),
});

/** GET /masters/{id}/template. */
export const MasterTemplateSchema = z
  .object({
    envelope: MasterEnvelopeSchema,
    content: TemplateContentSchema,
    links: z.array(TemplateLinkSchema).describe('read-only: every URL found in the HTML, tracked on click'),
  })
  .meta({ id: 'MasterTemplate' });
export type MasterTemplate = z.infer<typeof MasterTemplateSchema>;

/**
 * PUT /masters/{id}/template replaces the envelope and the content; `links` is computed, so a `links` field
 * sent back from a GET is ignored rather than rejected.
 */
export const PutTemplateBodySchema = z
  .object({ envelope: MasterEnvelopeSchema, content: TemplateContentSchema })
  .refine((t) => t.content.html !== '' || t.content.text !== '', {
    error: 'must have html or text',
    path: ['content'],
  });
export type PutTemplateBody = z.infer<typeof PutTemplateBodySchema>;
