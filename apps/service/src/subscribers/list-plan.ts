import { badRequest } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { addMembers, removeMembers } from '../target-lists/membership';
import type { Executor } from '../tickets/ticket-store';
import { ALL, checkWildcards, type ChangeSet } from './subscription-plan';

export interface ListChanges {
  add: number[];
  remove: number[];
}

export const noListChanges: ListChanges = { add: [], remove: [] };

/** Resolves every list a change set names to its id; unknown or archived lists are a 400 naming them. */
async function resolveNames(db: Executor, buId: number, cs: ChangeSet, path: string) {
  checkWildcards(cs, path);
  const named = new Set<string>();
  for (const key of ['add', 'remove', 'memberOf'] as const)
    for (const n of cs[key] ?? []) if (n !== ALL) named.add(n);
  const rows =
    named.size === 0
      ? []
      : await db
          .selectFrom('target_lists')
          .select(['id', 'name', 'archived'])
          .where('bu_id', '=', buId)
          .where('name', 'in', [...named])
          .execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ids = (key: keyof ChangeSet) =>
    cs[key]?.map((name, i) => {
      if (name === ALL) return -1;
      const row = byName.get(name);
      if (!row) throw badRequest(`${path}.${key}[${i}] names unknown target list ${name}`);
      if (row.archived)
        throw badRequest(
          `${path}.${key}[${i}] names archived target list ${name}; archived lists take no member changes`,
        );
      return row.id;
    });
  return { add: ids('add'), remove: ids('remove'), memberOf: ids('memberOf') };
}

/** Active lists the subscriber belongs to (archived memberships are frozen and left alone). */
async function activeMemberships(db: Executor, buId: number, pk: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('target_list_members as m')
    .innerJoin('target_lists as l', 'l.id', 'm.list_id')
    .select('m.list_id')
    .where('m.subscriber_pk', '=', pk)
    .where('l.bu_id', '=', buId)
    .where('l.archived', '=', 0)
    .execute();
  return new Set(rows.map((r) => r.list_id));
}

/**
 * Membership changes for one subscriber, with the semantics of subscriptions: `memberOf` is the complete set
 * of active lists; otherwise `remove` (`*` = every active list) runs before `add`. `pk` is undefined for a
 * subscriber not created yet.
 */
export async function planListChanges(
  db: Executor,
  buId: number,
  pk: number | undefined,
  cs: ChangeSet | undefined,
  path: string,
): Promise<ListChanges> {
  if (!cs) return noListChanges;
  const ids = await resolveNames(db, buId, cs, path);
  const current = pk === undefined ? new Set<number>() : await activeMemberships(db, buId, pk);
  const desired = new Map<number, boolean>();
  if (ids.memberOf) {
    const target = new Set(ids.memberOf);
    for (const id of current) if (!target.has(id)) desired.set(id, false);
    for (const id of target) desired.set(id, true);
  } else {
    for (const id of ids.remove ?? []) {
      if (id === -1) for (const c of current) desired.set(c, false);
      else desired.set(id, false);
    }
    for (const id of ids.add ?? []) desired.set(id, true);
  }
  const out: ListChanges = { add: [], remove: [] };
  for (const [id, member] of desired) {
    if (member && !current.has(id)) out.add.push(id);
    if (!member && current.has(id)) out.remove.push(id);
  }
  return out;
}

export async function applyListChanges(trx: Transaction<Database>, pk: number, changes: ListChanges) {
  for (const id of changes.remove) await removeMembers(trx, id, [pk]);
  for (const id of changes.add) await addMembers(trx, id, [pk]);
}

export const hasListChanges = (c: ListChanges) => c.add.length > 0 || c.remove.length > 0;
