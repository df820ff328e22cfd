import crypto from 'node:crypto';
import type { Db, SessionsTable } from '../db/schema';
import { nowIso } from '../platform/time';

export async function insertSession(db: Db, s: Omit<SessionsTable, 'id' | 'revoked_at'>) {
  const row: SessionsTable = { ...s, id: crypto.randomUUID(), revoked_at: null };
  await db.kysely.insertInto('sessions').values(row).execute();
  return row;
}

export const findLiveSession = (db: Db, tokenHash: string) =>
  db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as id',
      'sessions.user_id as user_id',
      'sessions.csrf_token as csrf_token',
      'sessions.last_seen_at as last_seen_at',
      'sessions.expires_at as expires_at',
      'users.email as email',
      'users.role as role',
      'users.disabled as disabled',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();

export const touchSession = (db: Db, id: string, at: string) =>
  db.kysely.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();

export const revokeSession = (db: Db, id: string) =>
  db.kysely
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();

export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  let q = db.kysely
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

/** Expired and revoked sessions are only kept a day, for the audit trail's sake. */
export const deleteDeadSessions = (db: Db, before: string) =>
  db.kysely
    .deleteFrom('sessions')
    .where((e) => e.or([e('expires_at', '<', before), e('revoked_at', '<', before)]))
    .execute();
