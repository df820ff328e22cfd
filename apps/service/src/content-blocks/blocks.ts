import { badRequest, invalidState, notFound, type ContentBlockBody } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../target-lists/list-store';
import {
  countActiveBlocks,
  findBlockById,
  findBlockByName,
  insertBlock,
  pageActiveBlocks,
  updateBlock,
  type BlockRow,
} from './block-store';
import { blockLabel } from './wire';

export async function requireBlock(app: AppContext, buId: number, id: string): Promise<BlockRow> {
  const row = await findBlockById(app.db.kysely, buId, id);
  if (!row) throw notFound(`${blockLabel(id)} does not exist`);
  return row;
}

export async function blockPage(app: AppContext, buId: number, limit: number, offset: number) {
  const db = app.db.kysely;
  const [total, rows] = await Promise.all([
    countActiveBlocks(db, buId),
    limit === 0 ? Promise.resolve([]) : pageActiveBlocks(db, buId, limit, offset),
  ]);
  return { total, rows };
}

/** Names are unique per unit forever: masters include blocks by name, archived ones included. */
async function nameTaken(app: AppContext, buId: number, name: string) {
  const holder = await findBlockByName(app.db.kysely, buId, name);
  return badRequest(
    holder?.archived === 1
      ? `name "${name}" belongs to an archived content block; archived names cannot be reused`
      : `name "${name}" is already used by another content block`,
  );
}

export async function createBlock(app: AppContext, buId: number, input: ContentBlockBody): Promise<BlockRow> {
  const row = await insertBlock(app.db.kysely, buId, input.name, input.body);
  if (!row) throw await nameTaken(app, buId, input.name);
  return row;
}

export async function replaceBlock(
  app: AppContext,
  buId: number,
  id: string,
  input: ContentBlockBody,
): Promise<BlockRow> {
  const existing = await requireBlock(app, buId, id);
  if (existing.archived === 1)
    throw invalidState(`${blockLabel(id)} is archived; an archived content block cannot be modified`);
  let row: BlockRow | undefined;
  try {
    row = await updateBlock(app.db.kysely, existing, { name: input.name, body: input.body });
  } catch (err) {
    if (isUniqueViolation(err)) throw await nameTaken(app, buId, input.name);
    throw err;
  }
  if (!row) throw notFound(`${blockLabel(id)} does not exist`);
  return row;
}

/** Idempotent: archiving an archived block returns it unchanged (its lastUpdate too). */
export async function archiveBlock(app: AppContext, buId: number, id: string): Promise<BlockRow> {
  const existing = await requireBlock(app, buId, id);
  if (existing.archived === 1) return existing;
  return (await updateBlock(app.db.kysely, existing, { archived: 1 })) ?? existing;
}
