import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../platform/time';

type Trx = Transaction<Database>;

/**
 * Adds subscribers to a list, skipping those already in it, and keeps `member_count` and the list's
 * `updated_at` true in the same transaction. Returns the pks that were newly added.
 */
export async function addMembers(trx: Trx, listId: number, subscriberPks: number[]): Promise<Set<number>> {
  const added = new Set<number>();
  if (subscriberPks.length === 0) return added;
  const unique = [...new Set(subscriberPks)];
  const now = nowIso();
  for (let i = 0; i < unique.length; i += 500) {
    const slice = unique.slice(i, i + 500);
    const rows = await trx
      .insertInto('target_list_members')
      .values(slice.map((pk) => ({ list_id: listId, subscriber_pk: pk, added_at: now })))
      .onConflict((oc) => oc.columns(['list_id', 'subscriber_pk']).doNothing())
      .returning('subscriber_pk')
      .execute();
    for (const r of rows) added.add(r.subscriber_pk);
  }
  if (added.size > 0) await bump(trx, listId, added.size, now);
  return added;
}

/** Removes subscribers from a list; returns the pks that were members. */
export async function removeMembers(trx: Trx, listId: number, subscriberPks: number[]): Promise<Set<number>> {
  const removed = new Set<number>();
  if (subscriberPks.length === 0) return removed;
  const unique = [...new Set(subscriberPks)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await trx
      .deleteFrom('target_list_members')
      .where('list_id', '=', listId)
      .where('subscriber_pk', 'in', unique.slice(i, i + 500))
      .returning('subscriber_pk')
      .execute();
    for (const r of rows) removed.add(r.subscriber_pk);
  }
  if (removed.size > 0) await bump(trx, listId, -removed.size, nowIso());
  return removed;
}

async function bump(trx: Trx, listId: number, delta: number, now: string) {
  await trx
    .updateTable('target_lists')
    .set((eb) => ({
      member_count: eb('member_count', '+', delta),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', listId)
    .execute();
}
