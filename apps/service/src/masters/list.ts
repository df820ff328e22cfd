import type { MastersQuery } from '@mailroom/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { Executor } from '../tickets/ticket-store';
import { toMasterPk, type MasterRow } from './store';

type Eb = ExpressionBuilder<Database, 'masters'>;

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nothing = sql<SqlBool>`1 = 0`;

/**
 * GET /masters filters: values of one parameter OR together, parameters AND together. A schedulePeriod is
 * clipped to the future (nextTimeToDeliver of an enabled master is never in the past for long), so a
 * period that has ended matches nothing, as the spec says.
 */
function filters(buId: number, q: MastersQuery, now: string) {
  return (eb: Eb) => {
    const and: Expression<SqlBool>[] = [eb('bu_id', '=', buId)];
    const archived = q.archived ?? 'false';
    if (archived !== 'all') and.push(eb('archived', '=', archived === 'true' ? 1 : 0));
    if (q.keyword)
      and.push(
        eb.or(
          q.keyword.flatMap((k) => [
            sql<SqlBool>`lower(name) like lower(${likePattern(k)}) escape '\\'`,
            sql<SqlBool>`lower(keywords) like lower(${likePattern(k)}) escape '\\'`,
          ]),
        ),
      );
    if (q.campaign !== undefined) and.push(eb('campaign', '=', q.campaign));
    if (q.subscription !== undefined) and.push(sql<SqlBool>`lower(subscription) = lower(${q.subscription})`);
    if (q.triggered !== undefined) and.push(eb('triggered', '=', q.triggered ? 1 : 0));
    if (q.state) and.push(eb('status', 'in', q.state));
    if (q.schedulePeriod) {
      const start = q.schedulePeriod.start > now ? q.schedulePeriod.start : now;
      if (q.schedulePeriod.end <= now) and.push(nothing);
      else and.push(eb.and([eb('next_time', '>=', start), eb('next_time', '<', q.schedulePeriod.end)]));
    }
    if (q.id) {
      const pks = q.id.map(toMasterPk).filter((n): n is number => n !== undefined);
      and.push(pks.length === 0 ? nothing : eb('id', 'in', pks));
    }
    return eb.and(and);
  };
}

export async function listMasters(
  db: Executor,
  buId: number,
  q: MastersQuery,
): Promise<{ total: number; rows: MasterRow[] }> {
  const where = filters(buId, q, new Date().toISOString());
  const [count, rows] = await Promise.all([
    db
      .selectFrom('masters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
    q.limit === 0
      ? Promise.resolve([])
      : db
          .selectFrom('masters')
          .selectAll()
          .where(where)
          .orderBy('id')
          .limit(q.limit)
          .offset(q.offset)
          .execute(),
  ]);
  return { total: Number(count.n), rows };
}
