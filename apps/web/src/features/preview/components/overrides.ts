import type { AttributeDef, UserAttrs } from '@mailroom/contract';
import type { Override } from './preview-params';

export interface OverrideRowErrors {
  name?: string;
  value?: string;
}

export type OverridesCheck = { ok: true; overrides: Override[] } | { ok: false; errors: OverrideRowErrors[] };

const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,99}$/;

function checkValue(value: string, def: AttributeDef | undefined): string | undefined {
  if (value === '' || !def) return undefined;
  if (def.type === 'Number') {
    if (!/^-?\d+$/.test(value)) return `${def.attributeName} is a whole number.`;
    const n = Number(value);
    if (def.min !== undefined && n < def.min) return `At least ${def.min}.`;
    if (def.max !== undefined && n > def.max) return `At most ${def.max}.`;
    return undefined;
  }
  if (def.length !== undefined && value.length > def.length) return `At most ${def.length} characters.`;
  return undefined;
}

/**
 * Checks override rows against the profile schema before anything is rendered, so a typo in a name or a
 * word in a Number attribute is caught at the row instead of as a 400 from the service. Blank rows are dropped.
 */
export function checkOverrides(rows: Override[], defs: AttributeDef[] | undefined): OverridesCheck {
  const byName = new Map(defs?.map((d) => [d.attributeName, d]));
  const seen = new Set<string>();
  const errors: OverrideRowErrors[] = [];
  const overrides: Override[] = [];
  rows.forEach((row, i) => {
    const name = row.name.trim();
    const e: OverrideRowErrors = {};
    if (name === '' && row.value === '') return;
    if (name === '') e.name = 'Name the attribute.';
    else if (!NAME_PATTERN.test(name)) e.name = 'Letters, digits, _ . or - only.';
    else if (defs && !byName.has(name)) e.name = `No attribute ${name} in the profile schema.`;
    else if (seen.has(name)) e.name = `${name} is overridden twice.`;
    seen.add(name);
    const valueError = checkValue(row.value, byName.get(name));
    if (valueError) e.value = valueError;
    if (e.name || e.value) errors[i] = e;
    else overrides.push({ name, value: row.value });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, overrides };
}

/** The overrides as the service takes them: numbers for Number attributes, null for "not set". */
export function toUserAttrs(overrides: Override[], defs: AttributeDef[] | undefined): UserAttrs {
  const byName = new Map(defs?.map((d) => [d.attributeName, d]));
  return overrides.map(({ name, value }) => {
    if (value === '') return { [name]: null };
    const isNumber = byName.get(name)?.type === 'Number' && /^-?\d+$/.test(value);
    return { [name]: isNumber ? Number(value) : value };
  });
}
