import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { SubscribersTable } from '../db/schema';
import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';

export type SubscriberRow = Selectable<SubscribersTable>;
/** Profile attributes as stored: only the non-null ones, by name. */
export type AttrMap = Record<string, string | number>;

export async function findSubscriber(
  db: Executor,
  buId: number,
  subId: string,
): Promise<SubscriberRow | undefined> {
  return db
    .selectFrom('subscribers')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('sub_id', '=', subId)
    .executeTakeFirst();
}

/** Reads a subscriber inside a write transaction; on PostgreSQL the row stays locked until commit. */
export async function lockSubscriber(
  db: Db,
  trx: Executor,
  buId: number,
  subId: string,
): Promise<SubscriberRow | undefined> {
  return trx
    .selectFrom('subscribers')
    .selectAll()
    .where('bu_id', '=', buId)
    .where('sub_id', '=', subId)
    .$if(db.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function idTaken(db: Executor, buId: number, subId: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscribers')
    .select('pk')
    .where('bu_id', '=', buId)
    .where('sub_id', '=', subId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a new subscriber; undefined when a concurrent writer created the same id first. */
export async function insertSubscriber(
  db: Executor,
  buId: number,
  v: { subId: string; email: string; attrs: AttrMap; referred: boolean },
): Promise<SubscriberRow | undefined> {
  const now = nowIso();
  return db
    .insertInto('subscribers')
    .values({
      bu_id: buId,
      sub_id: v.subId,
      email: v.email,
      // The `s` value of unsubscribe links: random, so it reveals nothing about the subscriber.
      token: crypto.randomBytes(12).toString('hex'),
      attrs: JSON.stringify(v.attrs),
      dead: 0,
      referred: v.referred ? 1 : 0,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['bu_id', 'sub_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export interface RowPatch {
  sub_id?: string;
  email?: string;
  attrs?: string;
  dead?: number;
  referred?: number;
}

/** Applies a patch and bumps the ETag version and lastUpdate. */
export async function updateSubscriber(db: Executor, row: SubscriberRow, patch: RowPatch) {
  const next = { ...patch, version: row.version + 1, updated_at: nowIso() };
  await db.updateTable('subscribers').set(next).where('pk', '=', row.pk).execute();
  return { ...row, ...next };
}

export const parseAttrs = (text: string): AttrMap => JSON.parse(text) as AttrMap;
