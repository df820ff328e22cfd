import type { Selectable } from 'kysely';
import type { ContentBlocksTable } from '../db/schema';
import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';

export type BlockRow = Selectable<ContentBlocksTable>;
export interface BlockPart {
  html: string;
  text: string;
}

/** Ids are serial integers (int4 on PostgreSQL): a larger number cannot name a block, and must not reach SQL. */
const MAX_ID = 2_147_483_647;

export function findBlockById(db: Executor, buId: number, id: string): Promise<BlockRow | undefined> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n > MAX_ID) return Promise.resolve(undefined);
  return db
    .selectFrom('content_blocks')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('id', '=', n)
    .executeTakeFirst();
}

export function findBlockByName(db: Executor, buId: number, name: string): Promise<BlockRow | undefined> {
  return db
    .selectFrom('content_blocks')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function countActiveBlocks(db: Executor, buId: number): Promise<number> {
  const row = await db
    .selectFrom('content_blocks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bu_id', '=', buId)
    .where('archived', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest change first; the id breaks ties so pages neither skip nor repeat blocks. */
export function pageActiveBlocks(db: Executor, buId: number, limit: number, offset: number) {
  return db
    .selectFrom('content_blocks')
    .select(['id', 'name', 'updated_at'])
    .where('bu_id', '=', buId)
    .where('archived', '=', 0)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Inserts a block unless its name is taken in the unit; undefined means it is. */
export function insertBlock(
  db: Executor,
  buId: number,
  name: string,
  body: BlockPart[],
): Promise<BlockRow | undefined> {
  const now = nowIso();
  return db
    .insertInto('content_blocks')
    .values({ bu_id: buId, name, body: JSON.stringify(body), archived: 0, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['bu_id', 'name']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateBlock(
  db: Executor,
  row: BlockRow,
  change: { name?: string; body?: BlockPart[]; archived?: number },
): Promise<BlockRow | undefined> {
  const { body, ...rest } = change;
  return db
    .updateTable('content_blocks')
    .set({ ...rest, ...(body ? { body: JSON.stringify(body) } : {}), updated_at: nowIso() })
    .where('id', '=', row.id)
    .where('bu_id', '=', row.bu_id)
    .returningAll()
    .executeTakeFirst();
}
