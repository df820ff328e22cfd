import type { Db } from '../db/connect';
import { findBlockByName } from './block-store';
import { parseBody } from './wire';

/**
 * The block a template includes by name, for the renderer: its first part. Archived blocks stay usable, so
 * masters that already include one keep rendering; archiving only hides the block from the list and from edits
 * (its name stays reserved, so the name can never point at a different block).
 */
export async function findContentBlockByName(
  db: Db,
  buId: number,
  name: string,
): Promise<{ html: string; text: string } | undefined> {
  const row = await findBlockByName(db.kysely, buId, name);
  if (!row) return undefined;
  const first = parseBody(row)[0];
  return first ? { html: first.html, text: first.text } : undefined;
}
