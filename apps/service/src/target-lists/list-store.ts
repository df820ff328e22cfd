import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, TargetListsTable } from '../db/schema';
import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';

export type ListRow = Selectable<TargetListsTable>;
export type ArchivedFilter = 'true' | 'false' | 'all';

export function findListByName(db: Executor, buId: number, name: string): Promise<ListRow | undefined> {
  return db
    .selectFrom('target_lists')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * Reads a list inside a member-changing transaction. On PostgreSQL the row is locked so that an archive or a
 * rename cannot slip in between the checks and the change; SQLite already runs one write transaction at a time.
 */
export function lockListByName(
  trx: Transaction<Database>,
  db: Db,
  buId: number,
  name: string,
): Promise<ListRow | undefined> {
  const q = trx.selectFrom('target_lists').selectAll().where('bu_id', '=', buId).where('name', '=', name);
  return (db.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export function lockListById(
  trx: Transaction<Database>,
  db: Db,
  buId: number,
  id: number,
): Promise<ListRow | undefined> {
  const q = trx.selectFrom('target_lists').selectAll().where('bu_id', '=', buId).where('id', '=', id);
  return (db.dialect === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

function archivedWhere(filter: ArchivedFilter): number[] {
  if (filter === 'all') return [0, 1];
  return filter === 'true' ? [1] : [0];
}

export async function countLists(db: Executor, buId: number, filter: ArchivedFilter): Promise<number> {
  const row = await db
    .selectFrom('target_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bu_id', '=', buId)
    .where('archived', 'in', archivedWhere(filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageLists(
  db: Executor,
  buId: number,
  filter: ArchivedFilter,
  limit: number,
  offset: number,
): Promise<ListRow[]> {
  return db
    .selectFrom('target_lists')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('archived', 'in', archivedWhere(filter))
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Inserts a list unless the name is taken; undefined means another request created it first. */
export function insertList(db: Executor, buId: number, name: string): Promise<ListRow | undefined> {
  const now = nowIso();
  return db
    .insertInto('target_lists')
    .values({
      bu_id: buId,
      name,
      archived: 0,
      member_count: 0,
      version: 1,
      last_used: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['bu_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Applies a change only if the list is still at `version`; undefined means it changed meanwhile. */
export function updateListAtVersion(
  db: Executor,
  row: ListRow,
  change: { name?: string; archived?: number },
): Promise<ListRow | undefined> {
  return db
    .updateTable('target_lists')
    .set({ ...change, version: row.version + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}

/** A unique-constraint violation on either dialect (two requests racing for one list name). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  const code = String(err.code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
