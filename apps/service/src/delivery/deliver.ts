import type { Insertable } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import type { StoredContent } from '../emails/compose';
import { nowIso } from '../platform/time';
import { applyBounceRules } from './bounces';
import { mailerOf, type SendOutcome } from './transport';

/** Messages sent at once per job; the SMTP pool has as many connections. */
const CONCURRENCY = 5;
const PAGE = 200;

/**
 * A job that died between claiming and recording a message left it `sending`; it goes back to `queued` so
 * the resumed job sends it. This is the only at-least-once window: SMTP accepted it, the process died before
 * the status update of that one message committed.
 */
export async function requeueInterrupted(app: AppContext, ticketId: string) {
  await app.db.kysely
    .updateTable('messages')
    .set({ status: 'queued' })
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'sending')
    .execute();
}

/** Sends every queued message of a ticket; returns how many it sent or stored. Transient failures throw. */
export async function deliverQueued(app: AppContext, ticketId: string): Promise<number> {
  let done = 0;
  for (;;) {
    const ids = await app.db.kysely
      .selectFrom('messages')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(PAGE)
      .execute();
    if (ids.length === 0) return done;
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!.id;
        if (await deliverOne(app, id)) done++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  }
}

/** Claims one queued message (so no other worker sends it), sends it, and records what happened. */
async function deliverOne(app: AppContext, id: string): Promise<boolean> {
  const claimed = await app.db.kysely
    .updateTable('messages')
    .set({ status: 'sending' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  const m = await app.db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const c = JSON.parse(m.content ?? '{}') as StoredContent;
  let outcome: SendOutcome;
  try {
    outcome = await mailerOf(app).send({
      messageId: m.id,
      from: c.headers.from,
      fromName: c.headers['friendly-from'],
      replyTo: c.headers['reply-to'],
      replyToName: c.headers['reply-to-friendly'],
      to: m.email,
      subject: c.headers.subject,
      html: c.html,
      text: c.text,
      unsubscribeUrl: m.is_test ? undefined : c.unsubscribeUrl,
    });
  } catch (err) {
    await app.db.kysely.updateTable('messages').set({ status: 'queued' }).where('id', '=', id).execute();
    throw err;
  }
  await recordOutcome(app, m, outcome);
  return true;
}

async function recordOutcome(
  app: AppContext,
  m: { id: string; bu_id: number; subscriber_pk: number | null; template_id: string; is_test: number },
  o: SendOutcome,
) {
  const time = nowIso();
  const status = o.kind === 'sent' ? 'sent' : o.kind === 'outbox' ? 'outbox' : o.hard ? 'bounced' : 'failed';
  await app.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('messages')
      .set({
        status,
        sent_at: o.kind === 'bounce' ? null : time,
        error: o.kind === 'bounce' ? `${o.hard ? 'hard' : 'soft'}: ${o.reason}` : null,
      })
      .where('id', '=', m.id)
      .execute();
    // Test messages are kept out of every metric, so they record no events at all.
    if (m.is_test === 1) return;
    const event = (kind: 'sent' | 'delivered' | 'bounce', detail: string | null = null) =>
      ({
        bu_id: m.bu_id,
        message_id: m.id,
        subscriber_pk: m.subscriber_pk,
        master_id: m.template_id,
        kind,
        url: null,
        detail,
        time,
      }) satisfies Insertable<Database['events']>;
    const rows =
      o.kind === 'bounce'
        ? [event('sent'), event('bounce', `${o.hard ? 'hard' : 'soft'}: ${o.reason}`)]
        : [event('sent'), event('delivered')];
    await trx.insertInto('events').values(rows).execute();
    if (o.kind === 'bounce' && o.hard && m.subscriber_pk !== null)
      await applyBounceRules(trx, m.subscriber_pk);
  });
}
