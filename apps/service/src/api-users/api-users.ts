import crypto from 'node:crypto';
import type { Db } from '../db/connect';
import { hashKey } from '../platform/auth';
import { nowIso } from '../platform/time';
import { defaultSettings } from '../company/settings';

export const generateApiKey = () => crypto.randomBytes(32).toString('base64url');

/**
 * Creates the API user (a business unit) or, when it exists, replaces its key. Returns its id and whether it was
 * created. Settings of an existing unit are kept.
 */
export async function upsertApiUser(
  db: Db,
  name: string,
  key: string,
): Promise<{ id: number; created: boolean }> {
  const salt = crypto.randomBytes(16).toString('hex');
  const now = nowIso();
  const existing = await db.kysely
    .selectFrom('api_users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) {
    await db.kysely
      .updateTable('api_users')
      .set({ key_hash: hashKey(key, salt), key_salt: salt, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, created: false };
  }
  const row = await db.kysely
    .insertInto('api_users')
    .values({
      name,
      key_hash: hashKey(key, salt),
      key_salt: salt,
      settings: JSON.stringify(defaultSettings(name)),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}
