import type { AuditLogTable, Db } from '../db/schema';

export type AuditEntry = Omit<AuditLogTable, 'id'>;

export const insertAudit = (db: Db, e: AuditEntry) => db.kysely.insertInto('audit_log').values(e).execute();

export async function listAudit(
  db: Db,
  f: { limit: number; offset: number; userId?: string | undefined; action?: string | undefined },
) {
  let q = db.kysely.selectFrom('audit_log');
  if (f.userId) q = q.where('user_id', '=', f.userId);
  if (f.action) q = q.where('action', '=', f.action);
  const rows = await q.selectAll().orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  const total = Number((await q.select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { rows, total };
}
