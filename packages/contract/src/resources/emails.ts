import { z } from 'zod';
import {
  AsyncQuerySchema,
  EmailSchema,
  SubscriberIdSchema,
  TimestampSchema,
  UserAttrsSchema,
} from '../primitives';
import { MasterIdSchema } from './masters';
import { DivisionListSchema } from './subscribers';

/** `content.templateId` names the master whose template is rendered. */
export const EmailContentSchema = z.object({ templateId: MasterIdSchema });

const ProfileSchema = z.object({ userAttrs: UserAttrsSchema });

export const SendSubscriptionsSchema = z.object({
  add: DivisionListSchema.optional().describe('divisions to subscribe to'),
  remove: z
    .array(z.string().min(1).max(100))
    .max(1000)
    .optional()
    .describe('divisions to leave; ["*"] = all'),
  setReferred: z.boolean().optional().describe('mark as referred; only new or unsubscribed recipients'),
  isMemberOf: DivisionListSchema.optional().describe(
    'when transactional is false, send only if subscribed to one of these (checked after add and remove)',
  ),
});

export const SendRecipientSchema = z
  .object({
    id: SubscriberIdSchema.optional().describe('required when updateProfile is true'),
    email: EmailSchema.optional().describe('required, with id, for someone not yet a subscriber'),
    profile: ProfileSchema.optional(),
    subscriptions: SendSubscriptionsSchema.optional(),
  })
  .refine((r) => r.id !== undefined || r.email !== undefined, { error: 'must have an id or an email' });

/** Decision: a send carries at most 1,000 recipients; larger audiences are what masters are for. */
export const MAX_SEND_RECIPIENTS = 1000;
export const MAX_TEST_RECIPIENTS = 300;

export const SendEmailBodySchema = AsyncQuerySchema.extend({
  transactional: z
    .boolean()
    .default(false)
    .describe('true sends whatever the subscription state: receipts, password resets'),
  updateProfile: z.boolean().default(false).describe('true stores the profile attributes of the recipients'),
  content: EmailContentSchema,
  recipients: z.array(SendRecipientSchema).min(1).max(MAX_SEND_RECIPIENTS),
}).superRefine((b, ctx) => {
  if (!b.updateProfile) return;
  b.recipients.forEach((r, i) => {
    if (r.id === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['recipients', i, 'id'],
        message: 'is required when updateProfile is true',
      });
  });
});
export type SendEmailBody = z.infer<typeof SendEmailBodySchema>;

/** Whose data personalizes a test or preview; `profile.userAttrs` override that subscriber's values. */
export const RenderSubscriberSchema = z.object({
  id: SubscriberIdSchema.optional().describe('absent: render with an empty profile plus the overrides'),
  profile: ProfileSchema.optional(),
});

export const TestEmailBodySchema = AsyncQuerySchema.extend({
  renderSubscriber: RenderSubscriberSchema.default({}),
  recipients: z
    .array(z.object({ email: EmailSchema }))
    .min(1)
    .max(MAX_TEST_RECIPIENTS)
    .describe('any addresses; they need not be subscribers'),
  content: EmailContentSchema,
});
export type TestEmailBody = z.infer<typeof TestEmailBodySchema>;

export const PreviewEmailBodySchema = z.object({
  renderSubscriber: RenderSubscriberSchema.default({}),
  content: EmailContentSchema,
});
export type PreviewEmailBody = z.infer<typeof PreviewEmailBodySchema>;

/** Spec 2.6. Header names are the wire names of the original API; keywords are pipe-separated. */
export const RenderedMessageSchema = z
  .object({
    headers: z.object({
      subject: z.string(),
      'friendly-from': z.string(),
      name: z.string(),
      campaign: z.string(),
      from: z.string(),
      'reply-to': z.string().optional(),
      'reply-to-friendly': z.string().optional(),
      keywords: z.string().optional(),
      encoding: z.string().optional(),
    }),
    html: z.object({ content: z.string() }),
    text: z.object({ content: z.string() }),
  })
  .meta({ id: 'RenderedMessage' });
export type RenderedMessage = z.infer<typeof RenderedMessageSchema>;

/** `outbox`: stored by a service without SMTP_URL, which is where its messages are delivered. */
export const messageStatuses = ['queued', 'sent', 'outbox', 'bounced', 'failed', 'suppressed'] as const;
export const messageEventTypes = ['open', 'click', 'bounce', 'unsubscribe'] as const;

/** Spec 2.5, plus what the outbox knows about the message (extension fields). */
export const EmailMessageSchema = z
  .object({
    messageId: z.string(),
    recipient: z.object({ id: z.string(), email: z.string() }),
    subscription: z.string().nullable().describe('the division; null for a test send'),
    content: z.object({ templateId: z.string() }),
    subject: z.string().describe('extension'),
    from: z.string().describe('extension'),
    status: z.enum(messageStatuses).describe('extension; suppressed: not sent because of subscription state'),
    transactional: z.boolean().describe('extension'),
    test: z.boolean().describe('extension: sent by /emails/test'),
    createdDate: TimestampSchema.describe('extension'),
    sentAt: TimestampSchema.nullable().describe('extension'),
    events: z
      .array(z.object({ type: z.enum(messageEventTypes), time: TimestampSchema, url: z.string().optional() }))
      .describe('extension: tracked events, oldest first'),
    rendered: z
      .object({ html: z.string(), text: z.string() })
      .optional()
      .describe('extension: the content as delivered, while the outbox keeps it'),
  })
  .meta({ id: 'EmailMessage' });
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

export const EmailParamsSchema = z.object({ id: z.string().min(1).max(100) });
