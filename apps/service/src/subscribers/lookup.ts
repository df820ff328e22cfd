import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { OffsetAnchors } from '../platform/deep-offset';
import type { Executor } from '../tickets/ticket-store';
import type { SubscriberRow } from './repository';

export type SubscriberEb = ExpressionBuilder<Database, 'subscribers'>;
export type Criterion = (eb: SubscriberEb) => Expression<SqlBool>;

export interface LookupFilter {
  email?: string | undefined;
  id?: string | undefined;
  /** s and i of an unsubscribe link: the subscriber's token and one of its messages. */
  token?: { s: string; i: string } | undefined;
}

export function lookupCriteria(buId: number, f: LookupFilter): Criterion[] {
  const out: Criterion[] = [];
  if (f.email !== undefined) out.push((eb) => eb('subscribers.email', '=', f.email!));
  if (f.id !== undefined) out.push((eb) => eb('subscribers.sub_id', '=', f.id!));
  if (f.token) {
    const { s, i } = f.token;
    out.push((eb) =>
      eb.and([
        eb('subscribers.token', '=', s),
        eb.exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where('messages.id', '=', i)
            .where('messages.bu_id', '=', buId)
            .whereRef('messages.subscriber_pk', '=', 'subscribers.pk'),
        ),
      ]),
    );
  }
  return out;
}

export interface PageRequest {
  limit: number;
  offset: number;
  anchors: OffsetAnchors;
}

/**
 * A page and its total from a page reader and a counter. A first page that is not full holds every match (a
 * look-up by e-mail or id: one row), so it is its own total and the count is never run.
 */
async function pageOf(
  { limit, offset }: PageRequest,
  readPage: () => Promise<SubscriberRow[]>,
  count: () => Promise<number>,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  const first = offset === 0 && limit > 0 ? await readPage() : undefined;
  if (first && first.length < limit) return { total: first.length, rows: first };
  const total = await count();
  if (limit === 0 || offset >= total) return { total, rows: [] };
  return { total, rows: first ?? (await readPage()) };
}

/** One page of a unit's subscribers matching every criterion, in creation (pk) order, and the total. */
export async function pageSubscribers(
  db: Executor,
  buId: number,
  criteria: Criterion[],
  page: PageRequest,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  if (criteria.length === 0) return pageUnit(db, buId, page);
  const base = db
    .selectFrom('subscribers')
    .where('subscribers.bu_id', '=', buId)
    .where((eb) => eb.and(criteria.map((c) => c(eb))));
  return pageOf(
    page,
    () => base.selectAll().orderBy('subscribers.pk').limit(page.limit).offset(page.offset).execute(),
    async () =>
      Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  );
}

/**
 * The look-up by e-mail alone (`GET /v2/subscribers?email=`, the busiest read): the same page as pageSubscribers
 * with that one criterion, from SQL templates. Kysely builds and compiles a builder query on every call, ~6 us
 * here against ~1 us for a template (docs/performance.md, change 20).
 */
export function pageByEmail(
  db: Executor,
  buId: number,
  email: string,
  page: PageRequest,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  return pageOf(
    page,
    async () =>
      (
        await sql<SubscriberRow>`select * from subscribers where bu_id = ${buId} and email = ${email}
          order by pk limit ${page.limit} offset ${page.offset}`.execute(db)
      ).rows,
    async () =>
      Number(
        (
          await sql<{ n: number }>`select count(*) as n from subscribers
            where bu_id = ${buId} and email = ${email}`.execute(db)
        ).rows[0]!.n,
      ),
  );
}

/**
 * The whole unit, where pages go deepest: the total is the unit's trigger-kept counter (migration 0006) rather than
 * a count over a million index entries, and a deep page starts from an anchor (platform/deep-offset.ts).
 */
async function pageUnit(db: Executor, buId: number, { limit, offset, anchors }: PageRequest) {
  const unit = await db
    .selectFrom('api_users')
    .select(['subscriber_count', 'subscriber_version'])
    .where('id', '=', buId)
    .executeTakeFirstOrThrow();
  const total = unit.subscriber_count;
  if (limit === 0 || offset >= total) return { total, rows: [] };
  const keys = () => db.selectFrom('subscribers').select('pk').where('bu_id', '=', buId);
  const start = await anchors.locate(
    {
      id: `subscribers:${buId}`,
      version: unit.subscriber_version,
      hop: async (after, skip) => {
        const q = after === undefined ? keys() : keys().where('pk', '>', after);
        return (await q.orderBy('pk').limit(1).offset(skip).executeTakeFirst())?.pk;
      },
    },
    offset,
  );
  const from = db.selectFrom('subscribers').where('subscribers.bu_id', '=', buId);
  const rows = await (start.from === undefined ? from : from.where('subscribers.pk', '>=', start.from))
    .selectAll()
    .orderBy('subscribers.pk')
    .limit(limit)
    .offset(start.skip)
    .execute();
  return { total, rows };
}
