import type { Insertable, Selectable, Updateable } from 'kysely';
import type { MastersTable } from '../db/schema';
import type { Executor } from '../tickets/ticket-store';
import { nowIso } from '../platform/time';

export type MasterRow = Selectable<MastersTable>;
export type MasterChange = Omit<Updateable<MastersTable>, 'id' | 'bu_id' | 'version' | 'updated_at'>;

/** Master ids are a serial integer column: anything past its range names no master (and must not reach PG). */
export const MAX_MASTER_ID = 2_147_483_647;

export function toMasterPk(id: string): number | undefined {
  const n = Number(id);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_MASTER_ID ? n : undefined;
}

export function findMaster(db: Executor, buId: number, id: string): Promise<MasterRow | undefined> {
  const pk = toMasterPk(id);
  if (pk === undefined) return Promise.resolve(undefined);
  return db
    .selectFrom('masters')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('id', '=', pk)
    .executeTakeFirst();
}

export function insertMaster(
  db: Executor,
  values: Omit<Insertable<MastersTable>, 'created_at' | 'updated_at'>,
): Promise<MasterRow> {
  const now = nowIso();
  return db
    .insertInto('masters')
    .values({ ...values, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies a change only if the master is still at the version read; undefined means it changed meanwhile. */
export function updateMasterAtVersion(
  db: Executor,
  row: MasterRow,
  change: MasterChange,
): Promise<MasterRow | undefined> {
  return db
    .updateTable('masters')
    .set({ ...change, version: row.version + 1, updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
}
