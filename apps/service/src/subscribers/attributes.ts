import { badRequest, type AttributeDef, type UserAttrs } from '@mailroom/contract';
import type { AttrMap } from './repository';

/** Attribute values of a request after typing; null removes the attribute. */
export type AttrChanges = Record<string, string | number | null>;

function describe(value: unknown): string {
  return typeof value === 'number' ? 'a number' : typeof value === 'string' ? 'a string' : 'null';
}

function checkValue(def: AttributeDef, value: string | number, field: string) {
  if (def.type === 'Number') {
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw badRequest(`${field} must be a Number (an integer), not ${describe(value)}`);
    const min = def.min ?? Number.MIN_SAFE_INTEGER;
    const max = def.max ?? Number.MAX_SAFE_INTEGER;
    if (value < min || value > max) throw badRequest(`${field} must be an integer from ${min} to ${max}`);
    return;
  }
  if (typeof value !== 'string') throw badRequest(`${field} must be a String, not ${describe(value)}`);
  if (def.length !== undefined && value.length > def.length)
    throw badRequest(`${field} must be at most ${def.length} characters`);
}

/**
 * Types `profile.userAttrs` by the company's profile schema: every attribute must be defined there, a Number
 * must be an integer within its bounds and a String within its length. `path` is how the caller wrote the array.
 */
export function typeUserAttrs(userAttrs: UserAttrs, defs: AttributeDef[], path: string): AttrChanges {
  const byName = new Map(defs.map((d) => [d.attributeName, d]));
  const out: AttrChanges = {};
  const seenAt = new Map<string, number>();
  userAttrs.forEach((item, index) => {
    for (const [name, value] of Object.entries(item)) {
      const field = `${path}[${index}].${name}`;
      const def = byName.get(name);
      if (!def)
        throw badRequest(
          `${path}[${index}] names unknown attribute ${name}; the profile schema (view=schema) defines: ${defs
            .map((d) => d.attributeName)
            .join(', ')}`,
        );
      const earlier = seenAt.get(name);
      if (earlier !== undefined)
        throw badRequest(`${field} repeats the attribute already given at ${path}[${earlier}]`);
      seenAt.set(name, index);
      if (value !== null) checkValue(def, value, field);
      out[name] = value;
    }
  });
  return out;
}

/** The stored attributes after a change: `replace` drops every attribute the change does not name. */
export function applyAttrChanges(current: AttrMap, changes: AttrChanges, replace: boolean): AttrMap {
  const next: AttrMap = replace ? {} : { ...current };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete next[name];
    else next[name] = value;
  }
  return next;
}

/** Wire form: single-attribute objects in the order of the schema, then any attribute it no longer defines. */
export function toUserAttrs(attrs: AttrMap, defs: AttributeDef[]): UserAttrs {
  const order = new Map(defs.map((d, i) => [d.attributeName, i]));
  return Object.keys(attrs)
    .sort((a, b) => (order.get(a) ?? 1e9) - (order.get(b) ?? 1e9) || (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => ({ [name]: attrs[name] ?? null }));
}

export function sameAttrs(a: AttrMap, b: AttrMap): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}
