import type { Db, ImportsTable } from '../db/schema';

export const insertImport = (db: Db, row: ImportsTable) =>
  db.kysely.insertInto('imports').values(row).execute();

export const updateImport = (db: Db, id: string, patch: Partial<Omit<ImportsTable, 'id'>>) =>
  db.kysely.updateTable('imports').set(patch).where('id', '=', id).execute();

export const findImport = (db: Db, id: string) =>
  db.kysely.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
