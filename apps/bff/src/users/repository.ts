import crypto from 'node:crypto';
import type { Db, UsersTable } from '../db/schema';
import { nowIso } from '../platform/time';
import type { Role } from './roles';

export const findUserByEmail = (db: Db, email: string) =>
  db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: string) =>
  db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const countUsers = async (db: Db) =>
  Number(
    (
      await db.kysely
        .selectFrom('users')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const countActiveAdmins = async (db: Db) =>
  Number(
    (
      await db.kysely
        .selectFrom('users')
        .select((e) => e.fn.countAll().as('n'))
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function listUsers(db: Db, limit: number, offset: number) {
  const rows = await db.kysely
    .selectFrom('users')
    .selectAll()
    .orderBy('email')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total: await countUsers(db) };
}

export async function insertUser(db: Db, u: { email: string; role: Role; passwordHash: string }) {
  const now = nowIso();
  const row: UsersTable = {
    id: crypto.randomUUID(),
    email: u.email,
    role: u.role,
    password_hash: u.passwordHash,
    disabled: 0,
    created_at: now,
    updated_at: now,
  };
  await db.kysely.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<Pick<UsersTable, 'role' | 'disabled' | 'password_hash'>>,
) {
  await db.kysely
    .updateTable('users')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
  return findUserById(db, id);
}
