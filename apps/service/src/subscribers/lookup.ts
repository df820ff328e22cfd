import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
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

/** One page of a unit's subscribers matching every criterion, in creation (pk) order, and the total. */
export async function pageSubscribers(
  db: Executor,
  buId: number,
  criteria: Criterion[],
  page: PageRequest,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  if (criteria.length === 0) return pageUnit(db, buId, page);
  const { limit, offset } = page;
  const base = db
    .selectFrom('subscribers')
    .where('subscribers.bu_id', '=', buId)
    .where((eb) => eb.and(criteria.map((c) => c(eb))));
  const readPage = () => base.selectAll().orderBy('subscribers.pk').limit(limit).offset(offset).execute();
  // A first page that is not full holds every match (a look-up by e-mail or id: one row), so it is its own total.
  const first = offset === 0 && limit > 0 ? await readPage() : undefined;
  if (first && first.length < limit) return { total: first.length, rows: first };
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  if (limit === 0 || offset >= total) return { total, rows: [] };
  return { total, rows: first ?? (await readPage()) };
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
