import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema';
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

/** One page of a unit's subscribers matching every criterion, in creation (pk) order, and the total. */
export async function pageSubscribers(
  db: Executor,
  buId: number,
  criteria: Criterion[],
  limit: number,
  offset: number,
): Promise<{ total: number; rows: SubscriberRow[] }> {
  const base = db
    .selectFrom('subscribers')
    .where('subscribers.bu_id', '=', buId)
    .where((eb) => eb.and(criteria.map((c) => c(eb))));
  const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(countRow.n);
  if (limit === 0 || offset >= total) return { total, rows: [] };
  const rows = await base.selectAll().orderBy('subscribers.pk').limit(limit).offset(offset).execute();
  return { total, rows };
}
