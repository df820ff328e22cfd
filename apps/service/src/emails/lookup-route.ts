import { notFound, routes, type EmailMessage } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import type { StoredContent } from './compose';

/** Stored statuses as the wire names them: `sending` is still queued, seeded history says `delivered`. */
const wireStatus: Record<string, EmailMessage['status']> = {
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'sent',
  outbox: 'outbox',
  bounced: 'bounced',
  failed: 'failed',
  suppressed: 'suppressed',
};

const MAX_EVENTS = 1000;

export function registerLookupRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.getEmail,
  )(async ({ params, bu }) => {
    const m = await app.db.kysely
      .selectFrom('messages as m')
      .leftJoin('subscribers as s', 's.pk', 'm.subscriber_pk')
      .select([
        'm.id',
        'm.email',
        'm.template_id',
        'm.division',
        'm.subject',
        'm.status',
        'm.is_test',
        'm.transactional',
        'm.created_at',
        'm.sent_at',
        'm.content',
        'm.recipient_id',
        's.sub_id',
      ])
      .where('m.bu_id', '=', bu.id)
      .where('m.id', '=', params.id)
      .executeTakeFirst();
    if (!m) throw notFound(`no message ${params.id}`);
    const events = await app.db.kysely
      .selectFrom('events')
      .select(['kind', 'time', 'url'])
      .where('bu_id', '=', bu.id)
      .where('message_id', '=', m.id)
      .where('kind', 'in', ['open', 'click', 'bounce', 'unsubscribe'])
      .orderBy('id')
      .limit(MAX_EVENTS)
      .execute();
    const c = m.content ? (JSON.parse(m.content) as StoredContent) : undefined;
    const body: EmailMessage = {
      messageId: m.id,
      recipient: { id: m.sub_id ?? m.recipient_id ?? '', email: m.email },
      subscription: Number(m.is_test) === 1 ? null : m.division,
      content: { templateId: m.template_id },
      subject: m.subject,
      from: c?.headers.from ?? '',
      status: wireStatus[m.status] ?? 'failed',
      transactional: Number(m.transactional) === 1,
      test: Number(m.is_test) === 1,
      createdDate: toWire(m.created_at),
      sentAt: m.sent_at ? toWire(m.sent_at) : null,
      events: events.map((e) => ({
        type: e.kind as EmailMessage['events'][number]['type'],
        time: toWire(e.time),
        ...(e.url ? { url: e.url } : {}),
      })),
      ...(c ? { rendered: { html: c.html, text: c.text } } : {}),
    };
    return { status: 200, body };
  });
}
