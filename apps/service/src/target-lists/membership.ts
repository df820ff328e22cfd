import type SQLite from 'better-sqlite3';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect';
import { preparedPerHandle } from '../db/prepared';
import type { Database } from '../db/schema';
import { nowIso } from '../platform/time';

type Trx = Transaction<Database>;

/**
 * Adds subscribers to a list, skipping those already in it, and keeps `member_count` and the list's
 * `updated_at` true in the same transaction. Returns the pks that were newly added. Bulk imports pass the store
 * `db` that `trx` belongs to: on SQLite the rows then go in one at a time through a prepared statement, 3.3 us a
 * row against 4.3 us for Kysely's 500-row inserts (commits included, bench's 1,000,000-subscriber store).
 */
export async function addMembers(
  trx: Trx,
  listId: number,
  subscriberPks: number[],
  db?: Db,
): Promise<Set<number>> {
  if (subscriberPks.length === 0) return new Set();
  // In key order: each insert lands next to the previous one in the (list_id, subscriber_pk) index.
  const unique = [...new Set(subscriberPks)].sort((a, b) => a - b);
  const now = nowIso();
  const added = db?.sqlite
    ? insertEach(db.sqlite, listId, unique, now)
    : await insertInSlices(trx, listId, unique, now);
  if (added.size > 0) await bump(trx, listId, added.size, now);
  return added;
}

const insertMember = preparedPerHandle((sqlite) =>
  sqlite.prepare<[number, number, string]>(
    `insert into target_list_members (list_id, subscriber_pk, added_at) values (?, ?, ?)
     on conflict (list_id, subscriber_pk) do nothing`,
  ),
);

function insertEach(sqlite: SQLite.Database, listId: number, pks: number[], now: string): Set<number> {
  const insert = insertMember(sqlite);
  const added = new Set<number>();
  for (const pk of pks) if (insert.run(listId, pk, now).changes === 1) added.add(pk);
  return added;
}

async function insertInSlices(trx: Trx, listId: number, pks: number[], now: string): Promise<Set<number>> {
  const added = new Set<number>();
  for (let i = 0; i < pks.length; i += 500) {
    const rows = await trx
      .insertInto('target_list_members')
      .values(pks.slice(i, i + 500).map((pk) => ({ list_id: listId, subscriber_pk: pk, added_at: now })))
      .onConflict((oc) => oc.columns(['list_id', 'subscriber_pk']).doNothing())
      .returning('subscriber_pk')
      .execute();
    for (const r of rows) added.add(r.subscriber_pk);
  }
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
