import { badRequest, EmailSchema, type AttributeDef } from '@mailroom/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { sqlList } from '../db/sql-list';
import type { Dialect } from '../db/connect';
import type { BusinessUnit } from '../platform/auth';
import type { Criterion, SubscriberEb } from './lookup';
import { canonicalDivision } from './subscription-plan';

type Scalar = string | number | null;
type Value = Scalar | Scalar[] | (Scalar | Record<string, string>)[];

const ATTR_PREFIX = 'profile.userAttrs.';
const fields = ['profile.userAttrs.<name>', 'subscriptions.current', 'messages.templateId', 'email', 'id'];

function scalars(value: Value, field: string): Scalar[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) throw badRequest(`${field} must not be an empty array`);
  return list.map((v, i) => {
    if (v !== null && typeof v === 'object')
      throw badRequest(`${field}${Array.isArray(value) ? `[${i}]` : ''} must be a string or an integer`);
    return v;
  });
}

function strings(value: Value, field: string): string[] {
  return scalars(value, field).map((v, i) => {
    if (v === null) throw badRequest(`${field} must not hold null (item ${i})`);
    return String(v);
  });
}

/** Profile attributes are JSON text: each store reads one member with its own JSON function. */
function attrCriterion(dialect: Dialect, def: AttributeDef, value: Value, field: string): Criterion {
  const values = scalars(value, field);
  for (const v of values)
    if (v !== null && (def.type === 'Number') !== (typeof v === 'number'))
      throw badRequest(
        `${field} must hold ${def.type === 'Number' ? 'integers' : 'strings'} (attribute type ${def.type})`,
      );
  const name = def.attributeName;
  const member =
    dialect === 'postgres'
      ? sql`(subscribers.attrs::jsonb ->> ${name})`
      : sql`json_extract(subscribers.attrs, ${`$."${name}"`})`;
  // PostgreSQL's ->> yields text, so numbers compare in their canonical text form there.
  const present = values.filter((v): v is string | number => v !== null);
  const typed = dialect === 'postgres' ? present.map(String) : present;
  const parts: Expression<SqlBool>[] = [];
  if (values.includes(null)) parts.push(sql<SqlBool>`${member} is null`);
  if (typed.length > 0) parts.push(sql<SqlBool>`${member} in (${sqlList(typed)})`);
  return (eb) => eb.or(parts);
}

function subscriptionCriterion(bu: BusinessUnit, value: Value, field: string): Criterion {
  if (!Array.isArray(value) || value.length === 0)
    throw badRequest(`${field} must be an array of {"<division>": "subscribed" | "unsubscribed"} objects`);
  const pairs: { division: string; state: string }[] = [];
  value.forEach((item, i) => {
    if (item === null || typeof item !== 'object')
      throw badRequest(`${field}[${i}] must be an object such as {"Newsletter": "subscribed"}`);
    for (const [division, state] of Object.entries(item)) {
      if (state !== 'subscribed' && state !== 'unsubscribed')
        throw badRequest(`${field}[${i}].${division} must be one of: subscribed, unsubscribed`);
      pairs.push({ division: canonicalDivision(division, bu.settings, `${field}[${i}]`), state });
    }
  });
  return (eb: SubscriberEb) =>
    eb.or(
      pairs.map((p) =>
        eb.exists(
          eb
            .selectFrom('subscriptions')
            .select('subscriptions.division')
            .whereRef('subscriptions.subscriber_pk', '=', 'subscribers.pk')
            .where('subscriptions.division', '=', p.division)
            .where('subscriptions.state', '=', p.state as 'subscribed'),
        ),
      ),
    );
}

/**
 * Turns the search body into criteria: criteria AND, the values of one criterion OR. Unknown fields and
 * values of the wrong type are a 400 naming them.
 */
export function searchCriteria(
  dialect: Dialect,
  bu: BusinessUnit,
  query: Record<string, Value>[],
): Criterion[] {
  return query.map((criterion, i) => {
    const [key, value] = Object.entries(criterion)[0]!;
    const field = `query[${i}].${key}`;
    if (key.startsWith(ATTR_PREFIX)) {
      const name = key.slice(ATTR_PREFIX.length);
      const def = bu.settings.profileAttributes.find((d) => d.attributeName === name);
      if (!def)
        throw badRequest(
          `${field} names unknown profile attribute ${name}; see GET /v2/subscribers?view=schema`,
        );
      return attrCriterion(dialect, def, value, field);
    }
    switch (key) {
      case 'subscriptions.current':
        return subscriptionCriterion(bu, value, field);
      case 'messages.templateId': {
        const ids = strings(value, field);
        return (eb) =>
          eb.exists(
            eb
              .selectFrom('messages')
              .select('messages.id')
              .whereRef('messages.subscriber_pk', '=', 'subscribers.pk')
              .where('messages.bu_id', '=', bu.id)
              .where('messages.is_test', '=', 0)
              .where('messages.template_id', 'in', ids),
          );
      }
      case 'email': {
        const emails = strings(value, field);
        emails.forEach((e, j) => {
          const r = EmailSchema.safeParse(e);
          if (!r.success)
            throw badRequest(`${field}${Array.isArray(value) ? `[${j}]` : ''} ${r.error.issues[0]!.message}`);
        });
        return (eb) => eb('subscribers.email', 'in', emails);
      }
      case 'id': {
        const ids = strings(value, field);
        return (eb) => eb('subscribers.sub_id', 'in', ids);
      }
      default:
        throw badRequest(`query[${i}] has unknown field ${key}; searchable fields: ${fields.join(', ')}`);
    }
  });
}
