import { badRequest, notFound } from '@mailroom/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../app-context';
import type { Database } from '../db/schema';
import { checkIfMatch } from './etag';
import { findListByName, lockListByName, type ListRow } from './list-store';
import { addMembers, removeMembers } from './membership';
import { listLabel } from './wire';

type IfMatch = string | string[] | undefined;

/** A list whose members may change: it exists in the unit and is not archived (404 otherwise, see routes). */
export function requireOpenList(row: ListRow | undefined, name: string): ListRow {
  if (!row) throw notFound(`${listLabel(name)} does not exist`);
  if (row.archived === 1)
    throw notFound(`${listLabel(name)} is archived; the members of an archived list cannot change`);
  return row;
}

export async function membersPage(
  app: AppContext,
  buId: number,
  name: string,
  limit: number,
  offset: number,
) {
  const db = app.db.kysely;
  const list = await findListByName(db, buId, name);
  if (!list) throw notFound(`${listLabel(name)} does not exist`);
  if (limit === 0 || offset >= list.member_count) return { list, members: [] };
  // The page's keys come from the (list_id, subscriber_pk) primary key alone, so the entries skipped never touch
  // subscribers; a deep page starts from an anchor (platform/deep-offset.ts) so it skips fewer than 1,000 of them.
  const keys = () =>
    db.selectFrom('target_list_members').select('subscriber_pk').where('list_id', '=', list.id);
  const start = await app.deepPages.locate(
    {
      id: `members:${list.id}:${list.created_at}`,
      version: list.version,
      hop: async (after, skip) => {
        const q = after === undefined ? keys() : keys().where('subscriber_pk', '>', after);
        const row = await q.orderBy('subscriber_pk').limit(1).offset(skip).executeTakeFirst();
        return row?.subscriber_pk;
      },
    },
    offset,
  );
  const from = start.from === undefined ? keys() : keys().where('subscriber_pk', '>=', start.from);
  const pks = await from.orderBy('subscriber_pk').limit(limit).offset(start.skip).execute();
  if (pks.length === 0) return { list, members: [] };
  const subs = await db
    .selectFrom('subscribers')
    .select(['pk', 'sub_id', 'email'])
    .where('bu_id', '=', buId)
    .where(
      'pk',
      'in',
      pks.map((p) => p.subscriber_pk),
    )
    .execute();
  const byPk = new Map(subs.map((s) => [s.pk, s]));
  const members = pks.flatMap((p) => {
    const s = byPk.get(p.subscriber_pk);
    return s ? [{ id: s.sub_id, email: s.email }] : [];
  });
  return { list, members };
}

async function findSubscriber(trx: Transaction<Database>, buId: number, id: string) {
  return trx
    .selectFrom('subscribers')
    .select(['pk', 'sub_id', 'email'])
    .where('bu_id', '=', buId)
    .where('sub_id', '=', id)
    .executeTakeFirst();
}

/** Spec 3.6: adding a member again answers the same 200 and leaves the list unchanged. */
export async function addMember(
  app: AppContext,
  buId: number,
  name: string,
  userId: string,
  bodyId: string | undefined,
  ifMatch: IfMatch,
) {
  if (bodyId !== undefined && bodyId !== userId)
    throw badRequest(`id in the body ("${bodyId}") must equal the subscriber id in the path ("${userId}")`);
  return app.db.kysely.transaction().execute(async (trx) => {
    const list = requireOpenList(await lockListByName(trx, app.db, buId, name), name);
    checkIfMatch(ifMatch, list, listLabel(name));
    const sub = await findSubscriber(trx, buId, userId);
    if (!sub) throw notFound(`subscriber "${userId}" does not exist`);
    await addMembers(trx, list.id, [sub.pk]);
    const after = await trx
      .selectFrom('target_lists')
      .selectAll()
      .where('id', '=', list.id)
      .executeTakeFirstOrThrow();
    return { list: after, subscriber: sub };
  });
}

export async function removeMember(
  app: AppContext,
  buId: number,
  name: string,
  userId: string,
  ifMatch: IfMatch,
): Promise<void> {
  await app.db.kysely.transaction().execute(async (trx) => {
    const list = requireOpenList(await lockListByName(trx, app.db, buId, name), name);
    checkIfMatch(ifMatch, list, listLabel(name));
    const sub = await findSubscriber(trx, buId, userId);
    const removed = sub ? await removeMembers(trx, list.id, [sub.pk]) : new Set<number>();
    if (removed.size === 0) throw notFound(`subscriber "${userId}" is not a member of ${listLabel(name)}`);
  });
}
