import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../platform/time';
import type { StoredContent } from './compose';

export interface NewMessage {
  id: string;
  buId: number;
  subscriberPk: number | null;
  recipientId: string | null;
  email: string;
  templateId: string;
  division: string | null;
  test: boolean;
  transactional: boolean;
  ticketId: string;
  content: StoredContent;
}

/**
 * Writes a message as `queued` in the chunk's transaction: once the chunk commits the message exists exactly
 * once, and delivery (after the commit) only ever sends `queued` messages it has claimed.
 */
export async function insertQueuedMessages(trx: Transaction<Database>, rows: NewMessage[]) {
  if (rows.length === 0) return;
  const now = nowIso();
  await trx
    .insertInto('messages')
    .values(
      rows.map((m) => ({
        id: m.id,
        bu_id: m.buId,
        subscriber_pk: m.subscriberPk,
        email: m.email,
        template_id: m.templateId,
        division: m.division,
        subject: m.content.headers.subject,
        is_test: m.test ? 1 : 0,
        transactional: m.transactional ? 1 : 0,
        status: 'queued',
        created_at: now,
        recipient_id: m.recipientId,
        ticket_id: m.ticketId,
        content: JSON.stringify(m.content),
      })),
    )
    .execute();
}
