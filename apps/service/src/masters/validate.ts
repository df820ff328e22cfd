import { badRequest, type AttributeDef, type MasterTarget, type TargetCriterion } from '@mailroom/contract';
import type { CompanySettings } from '../company/settings';
import type { BusinessUnit } from '../platform/auth';
import { canonicalDivision } from '../subscribers/subscription-plan';
import type { Executor } from '../tickets/ticket-store';
import type { EnvelopeHeaders } from './wire';

/** A sender must at least look deliverable: a local part and a dotted domain of DNS characters. */
const PLAUSIBLE_ADDRESS =
  /^[^\s@"<>(),;:\\[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function checkAddress(value: string, field: string) {
  if (!PLAUSIBLE_ADDRESS.test(value))
    throw badRequest(`${field} must be a deliverable e-mail address like news@example.com (got "${value}")`);
}

export function canonicalEncoding(value: string, settings: CompanySettings, field: string): string {
  const found = settings.encodings.find((e) => e.toLowerCase() === value.toLowerCase());
  if (!found)
    throw badRequest(`${field} must be one of the company encodings: ${settings.encodings.join(', ')}`);
  return found;
}

/** Validates the headers against the company settings; returns them with the encoding in its spelling. */
export function checkEnvelope(h: EnvelopeHeaders, settings: CompanySettings, path: string): EnvelopeHeaders {
  checkAddress(h.from, `${path}.from`);
  if (h.replyTo !== '') checkAddress(h.replyTo, `${path}.replyTo`);
  if (/[\r\n]/.test(h.subject + h.fromFriendly + h.replyToFriendly))
    throw badRequest(`${path} header values must not contain line breaks`);
  return { ...h, encoding: canonicalEncoding(h.encoding, settings, `${path}.encoding`) };
}

/** The company's defaults for a master created without an envelope ("delivery parameters" of the facts). */
export function defaultEnvelope(settings: CompanySettings): EnvelopeHeaders {
  const from = settings.fromAddresses[0];
  const replyTo = settings.replyToAddresses[0];
  return {
    subject: '',
    from: from?.email ?? 'noreply@example.com',
    fromFriendly: from?.friendlyName ?? '',
    replyTo: replyTo?.email ?? '',
    replyToFriendly: replyTo?.friendlyName ?? '',
    encoding: settings.defaultEncoding,
  };
}

function checkAttribute(c: TargetCriterion & { type: 'attribute' }, defs: AttributeDef[], field: string) {
  const def = defs.find((d) => d.attributeName === c.name);
  if (!def)
    throw badRequest(
      `${field}.name names unknown profile attribute ${c.name}; see GET /v2/subscribers?view=schema`,
    );
  const numeric = def.type === 'Number';
  c.values.forEach((v, i) => {
    if (typeof v !== (numeric ? 'number' : 'string'))
      throw badRequest(
        `${field}.values[${i}] must be a ${numeric ? 'number' : 'string'} (attribute type ${def.type})`,
      );
  });
  if (numeric && ['contains', 'startsWith', 'endsWith'].includes(c.operator))
    throw badRequest(`${field}.operator ${c.operator} only applies to String attributes`);
}

/**
 * Checks a target against the unit: divisions and attributes must exist, lists must be the unit's.
 * Returns the target with divisions in the unit's spelling.
 */
export async function checkTarget(
  db: Executor,
  bu: BusinessUnit,
  target: MasterTarget,
  path: string,
): Promise<MasterTarget> {
  const at = (field: string) => (path === '' ? field : `${path}.${field}`);
  const divisions = target.subscriptions.divisions.map((d, i) =>
    canonicalDivision(d, bu.settings, at(`subscriptions.divisions[${i}]`)),
  );
  for (const [i, c] of target.criteria.entries()) {
    const field = at(`criteria[${i}]`);
    if (c.type === 'attribute') checkAttribute(c, bu.settings.profileAttributes, field);
    if (c.type !== 'list') continue;
    const found = await db
      .selectFrom('target_lists')
      .select('name')
      .where('bu_id', '=', bu.id)
      .where('name', 'in', c.isMemberOf)
      .execute();
    const names = new Set(found.map((r) => r.name));
    const missing = c.isMemberOf.findIndex((n) => !names.has(n));
    if (missing >= 0)
      throw badRequest(
        `${field}.isMemberOf[${missing}] names unknown target list "${c.isMemberOf[missing]}"`,
      );
  }
  return { ...target, subscriptions: { ...target.subscriptions, divisions } };
}
