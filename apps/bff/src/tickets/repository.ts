import type { Db, TrackedTicketsTable } from '../db/schema';

export type TicketRow = TrackedTicketsTable;

export const insertTicket = (db: Db, row: TicketRow) =>
  db.kysely.insertInto('tracked_tickets').values(row).execute();

export const findTicket = (db: Db, id: string) =>
  db.kysely.selectFrom('tracked_tickets').selectAll().where('id', '=', id).executeTakeFirst();

export const deleteTicket = (db: Db, id: string) =>
  db.kysely.deleteFrom('tracked_tickets').where('id', '=', id).execute();

/**
 * Optimistic update: applies only when the row is still at `version`, so two BFF processes (or a callback racing
 * a poll) never overwrite each other's newer state. Returns whether it applied.
 */
export async function updateTicket(
  db: Db,
  id: string,
  version: number,
  patch: Partial<Omit<TicketRow, 'id' | 'version'>>,
): Promise<boolean> {
  const r = await db.kysely
    .updateTable('tracked_tickets')
    .set({ ...patch, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface TicketFilter {
  kind?: string | undefined;
  state?: string | undefined;
  userId?: string | undefined;
  importId?: string | undefined;
  limit: number;
  offset: number;
}

export async function listTickets(db: Db, f: TicketFilter) {
  let q = db.kysely.selectFrom('tracked_tickets');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.state) q = q.where('state', '=', f.state);
  if (f.userId) q = q.where('user_id', '=', f.userId);
  if (f.importId) q = q.where('import_id', '=', f.importId);
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const total = Number((await q.select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return { rows, total };
}

export const dueForPoll = (db: Db, now: string, limit: number) =>
  db.kysely
    .selectFrom('tracked_tickets')
    .selectAll()
    .where('poll_at', 'is not', null)
    .where('poll_at', '<=', now)
    .orderBy('poll_at')
    .limit(limit)
    .execute();

export const changedSince = (db: Db, since: string) =>
  db.kysely
    .selectFrom('tracked_tickets')
    .selectAll()
    .where('updated_at', '>=', since)
    .orderBy('updated_at')
    .limit(1000)
    .execute();

/** After a restart nothing waits for a callback that may have come while the BFF was down: poll pending now. */
export const pollPendingNow = (db: Db, now: string) =>
  db.kysely
    .updateTable('tracked_tickets')
    .set({ poll_at: now })
    .where('poll_at', 'is not', null)
    .where('service_ticket_id', 'is not', null)
    .execute();
