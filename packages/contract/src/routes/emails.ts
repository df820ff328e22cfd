import { AsyncQuerySchema } from '../primitives';
import {
  EmailMessageSchema,
  EmailParamsSchema,
  PreviewEmailBodySchema,
  RenderedMessageSchema,
  SendEmailBodySchema,
  TestEmailBodySchema,
} from '../resources/emails';
import { TicketSchema } from '../resources/tickets';
import { defineRoute } from '../route';

const tag = 'Emails';

export const emailRoutes = {
  sendEmail: defineRoute({
    id: 'sendEmail',
    method: 'POST',
    path: '/v2/emails/send',
    tag,
    access: 'send',
    async: true,
    summary: "Send a master's template to each recipient, one to one",
    description:
      'transactional (top level, default false) sends whatever the subscription state. Per recipient, ' +
      'subscriptions.remove runs before add, and isMemberOf is checked after both. These messages do not ' +
      'count toward daily limits. Archived masters can still be sent.',
    query: AsyncQuerySchema,
    body: SendEmailBodySchema,
    responses: { 202: TicketSchema },
  }),
  testEmail: defineRoute({
    id: 'testEmail',
    method: 'POST',
    path: '/v2/emails/test',
    tag,
    access: 'send',
    async: true,
    summary: 'Send a PREVIEW copy, rendered for one subscriber, to up to 300 addresses',
    description: 'The subject is prefixed with PREVIEW; test messages are left out of every report.',
    query: AsyncQuerySchema,
    body: TestEmailBodySchema,
    responses: { 202: TicketSchema },
  }),
  previewEmail: defineRoute({
    id: 'previewEmail',
    method: 'POST',
    path: '/v2/emails/preview',
    tag,
    access: 'read',
    summary: "Render a master's template for a subscriber",
    description:
      'Accept chooses the answer: application/json (headers, html and text), text/html or text/plain. ' +
      '404 when the template or the subscriber is unknown.',
    body: PreviewEmailBodySchema,
    responses: { 200: RenderedMessageSchema },
    produces: ['application/json', 'text/html', 'text/plain'],
  }),
  getEmail: defineRoute({
    id: 'getEmail',
    method: 'GET',
    path: '/v2/emails/{id}',
    tag,
    access: 'read',
    summary: 'Look up a sent message, with its status and tracked events',
    params: EmailParamsSchema,
    responses: { 200: EmailMessageSchema },
  }),
};
