import type { MasterTarget, TargetCriterion } from '@mailroom/contract';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../db/connect';
import { sqlList } from '../db/sql-list';

type Criterion = TargetCriterion;
type AttributeCriterion = Criterion & { type: 'attribute' };

const likeEscape = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
const never = sql<SqlBool>`1 = 0`;

/** One profile attribute as a typed SQL value: a number only when stored as one, a string only when text. */
function member(dialect: Dialect, name: string, numeric: boolean): RawBuilder<unknown> {
  if (dialect === 'postgres') {
    const json = sql`(s.attrs::jsonb -> ${name})`;
    return numeric
      ? sql`(case when jsonb_typeof(${json}) = 'number' then (s.attrs::jsonb ->> ${name})::numeric end)`
      : sql`(case when jsonb_typeof(${json}) = 'string' then s.attrs::jsonb ->> ${name} end)`;
  }
  const path = `$."${name.replace(/"/g, '""')}"`;
  return numeric
    ? sql`(case when json_type(s.attrs, ${path}) in ('integer', 'real') then json_extract(s.attrs, ${path}) end)`
    : sql`(case when json_type(s.attrs, ${path}) = 'text' then json_extract(s.attrs, ${path}) end)`;
}

/** Attribute tests; a subscriber without the attribute fails every test but notEquals and isEmpty. */
function attribute(dialect: Dialect, c: AttributeCriterion): RawBuilder<SqlBool> {
  const numeric = typeof c.values[0] === 'number';
  const x = member(dialect, c.name, numeric);
  const v = c.values;
  const like = (pattern: (s: string) => string) =>
    sql.join(
      v.map((s) => sql`lower(${x}) like lower(${pattern(likeEscape(String(s)))}) escape '\\'`),
      sql` or `,
    );
  switch (c.operator) {
    case 'equals':
      return sql<SqlBool>`${x} in (${sqlList(v)})`;
    case 'notEquals':
      return sql<SqlBool>`(${x} is null or ${x} not in (${sqlList(v)}))`;
    case 'contains':
      return sql<SqlBool>`(${like((s) => `%${s}%`)})`;
    case 'startsWith':
      return sql<SqlBool>`(${like((s) => `${s}%`)})`;
    case 'endsWith':
      return sql<SqlBool>`(${like((s) => `%${s}`)})`;
    case 'greaterThan':
      return sql<SqlBool>`${x} > ${v[0]}`;
    case 'lessThan':
      return sql<SqlBool>`${x} < ${v[0]}`;
    case 'between':
      return sql<SqlBool>`${x} between ${v[0]} and ${v[1]}`;
    case 'isEmpty':
    case 'isNotEmpty': {
      // The type of the attribute is unknown here (no values), so both readings are checked.
      const s = member(dialect, c.name, false);
      const n = member(dialect, c.name, true);
      const empty = sql<SqlBool>`((${s} is null or ${s} = '') and ${n} is null)`;
      return c.operator === 'isEmpty' ? empty : sql<SqlBool>`not ${empty}`;
    }
  }
}

function action(buId: number, c: Criterion & { type: 'action' }, now: Date): RawBuilder<SqlBool> {
  const since = new Date(now.getTime() - c.dayRange * 86_400_000).toISOString();
  if (c.action === 'received') {
    const master = c.masterId === undefined ? sql`` : sql`and m.template_id = ${c.masterId}`;
    return sql<SqlBool>`exists (select 1 from messages m where m.subscriber_pk = s.pk and m.bu_id = ${buId}
      and m.is_test = 0 and m.status not in ('failed', 'bounced') and m.created_at >= ${since} ${master})`;
  }
  const kind = c.action === 'opened' ? 'open' : 'click';
  const master = c.masterId === undefined ? sql`` : sql`and e.master_id = ${c.masterId}`;
  return sql<SqlBool>`exists (select 1 from events e where e.subscriber_pk = s.pk and e.bu_id = ${buId}
    and e.kind = ${kind} and e.time >= ${since} ${master})`;
}

function memberOf(buId: number, names: string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from target_list_members tm join target_lists tl on tl.id = tm.list_id
    where tm.subscriber_pk = s.pk and tl.bu_id = ${buId} and tl.name in (${sqlList(names)}))`;
}

function criterion(dialect: Dialect, buId: number, c: Criterion, now: Date): RawBuilder<SqlBool> {
  switch (c.type) {
    case 'attribute':
      return attribute(dialect, c);
    case 'action':
      return action(buId, c, now);
    case 'list':
      return memberOf(buId, c.isMemberOf);
    case 'visited':
      // The service records no after-the-click web visits, so nobody has visited anything.
      return never;
  }
}

/** The subscriptions gate: subscribed (or ever subscribed) to one of the divisions. */
function subscriptions(target: MasterTarget, division: string): RawBuilder<SqlBool> {
  const divisions = target.subscriptions.divisions.length > 0 ? target.subscriptions.divisions : [division];
  const state = target.subscriptions.type === 'subscribed' ? sql`and sub.state = 'subscribed'` : sql``;
  return sql<SqlBool>`exists (select 1 from subscriptions sub where sub.subscriber_pk = s.pk
    and sub.division in (${sqlList(divisions)}) ${state})`;
}

/**
 * The audience condition over `subscribers s`: the subscriptions gate AND the waterfall of criteria, each
 * criterion (made two-valued, so negate also takes in subscribers without the attribute) joined to the
 * audience so far with AND (narrow) or OR (widen). OR never widens past the gate: the gate is applied last.
 */
export function audienceCondition(
  dialect: Dialect,
  buId: number,
  target: MasterTarget,
  division: string,
  now: Date,
): Expression<SqlBool> {
  let soFar: RawBuilder<SqlBool> = sql<SqlBool>`1 = 1`;
  for (const c of target.criteria) {
    const test = sql<SqlBool>`(case when ${criterion(dialect, buId, c, now)} then 1 else 0 end) = 1`;
    const term = c.negate ? sql<SqlBool>`not (${test})` : test;
    soFar = c.join === 'AND' ? sql<SqlBool>`(${soFar} and ${term})` : sql<SqlBool>`(${soFar} or ${term})`;
  }
  return sql<SqlBool>`(${subscriptions(target, division)} and ${soFar})`;
}
