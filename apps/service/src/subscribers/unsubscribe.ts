import { badRequest } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { BusinessUnit } from '../platform/auth';
import { nowIso, toWire } from '../platform/time';
import { updateSubscriber } from './repository';
import { ALL, planSubscriptions } from './subscription-plan';
import { applyTransitions, currentStates, loadCurrent, toSubscriptions } from './subscription-store';

/**
 * The unsubscribe link: `s` (the subscriber's token) and `i` (a message sent to them) must belong together.
 * It unsubscribes the message's division, or every division when the message had none, and records one
 * unsubscribe event for the message. An opt-out is always honoured, even for a dead subscriber.
 */
export async function unsubscribeByLink(trx: Transaction<Database>, bu: BusinessUnit, s: string, i: string) {
  const sub = await trx
    .selectFrom('subscribers')
    .selectAll()
    .where('bu_id', '=', bu.id)
    .where('token', '=', s)
    .executeTakeFirst();
  if (!sub) throw badRequest('s does not identify a subscriber');
  const message = await trx
    .selectFrom('messages')
    .select(['id', 'division'])
    .where('bu_id', '=', bu.id)
    .where('id', '=', i)
    .where('subscriber_pk', '=', sub.pk)
    .executeTakeFirst();
  if (!message) throw badRequest('i does not identify a message sent to the subscriber of s');

  const current = await currentStates(trx, sub.pk);
  const changes = planSubscriptions(current, { remove: [message.division ?? ALL] });
  let row = sub;
  if (changes.size > 0) {
    row = await updateSubscriber(trx, sub, {});
    await applyTransitions(trx, sub.pk, changes, row.updated_at);
  }
  const already = await trx
    .selectFrom('events')
    .select('id')
    .where('bu_id', '=', bu.id)
    .where('message_id', '=', i)
    .where('kind', '=', 'unsubscribe')
    .executeTakeFirst();
  if (!already) {
    // The master of the message, so the master's event report counts this unsubscribe.
    const master = await trx
      .selectFrom('events')
      .select('master_id')
      .where('bu_id', '=', bu.id)
      .where('message_id', '=', i)
      .where('master_id', 'is not', null)
      .executeTakeFirst();
    await trx
      .insertInto('events')
      .values({
        bu_id: bu.id,
        message_id: i,
        subscriber_pk: sub.pk,
        master_id: master?.master_id ?? null,
        kind: 'unsubscribe',
        url: null,
        time: nowIso(),
      })
      .execute();
  }
  const rows = (await loadCurrent(trx, [sub.pk])).get(sub.pk) ?? [];
  return {
    row,
    body: {
      id: row.sub_id,
      email: row.email,
      lastUpdate: toWire(row.updated_at),
      subscriptions: toSubscriptions(rows, undefined),
    },
  };
}
