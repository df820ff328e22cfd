import { badRequest } from '@mailroom/contract';
import type { CompanySettings } from '../company/settings';

export type SubState = 'subscribed' | 'unsubscribed';

/** `add`/`remove`/`memberOf` over names: divisions for subscriptions, list names for target lists. */
export interface ChangeSet {
  add?: string[] | undefined;
  remove?: string[] | undefined;
  memberOf?: string[] | undefined;
}

export const ALL = '*';

const fieldOf = (path: string, key: string, i: number) => `${path ? `${path}.` : ''}${key}[${i}]`;

/** Rejects `*` outside `remove`, the only place where it means "all". */
export function checkWildcards(cs: ChangeSet, path: string) {
  for (const key of ['add', 'memberOf'] as const)
    cs[key]?.forEach((name, i) => {
      if (name === ALL) throw badRequest(`${fieldOf(path, key, i)} "*" is only allowed in remove`);
    });
}

/**
 * A division name in the unit's own spelling (URIs are case-insensitive, so names match in any case);
 * an unknown division is a 400 naming the field and the division.
 */
export function canonicalDivision(name: string, settings: CompanySettings, field: string): string {
  const lower = name.toLowerCase();
  const found = settings.divisions.find((d) => d.name.toLowerCase() === lower);
  if (!found)
    throw badRequest(
      `${field} names unknown division ${name}; the divisions are: ${settings.divisions.map((d) => d.name).join(', ')}`,
    );
  return found.name;
}

export function canonicalDivisions(cs: ChangeSet, settings: CompanySettings, path: string): ChangeSet {
  checkWildcards(cs, path);
  const map = (key: keyof ChangeSet) =>
    cs[key]?.map((name, i) =>
      name === ALL ? name : canonicalDivision(name, settings, fieldOf(path, key, i)),
    );
  return { add: map('add'), remove: map('remove'), memberOf: map('memberOf') };
}

/**
 * The state changes a change set makes: with `memberOf` it is the complete subscribed set (add/remove are
 * ignored); otherwise `remove` runs before `add`. Without `resubscribe` (imports), divisions the person left
 * are not subscribed again. Only real transitions are returned, so re-subscribing adds no event.
 */
export function planSubscriptions(
  current: ReadonlyMap<string, SubState>,
  cs: ChangeSet,
  resubscribe = true,
): Map<string, SubState> {
  const desired = new Map<string, SubState>();
  const mayAdd = (d: string) => resubscribe || current.get(d) !== 'unsubscribed';
  if (cs.memberOf) {
    const target = new Set(cs.memberOf);
    for (const [d, s] of current) if (s === 'subscribed' && !target.has(d)) desired.set(d, 'unsubscribed');
    for (const d of target) if (mayAdd(d)) desired.set(d, 'subscribed');
  } else {
    for (const d of cs.remove ?? []) {
      if (d === ALL) {
        for (const [div, s] of current) if (s === 'subscribed') desired.set(div, 'unsubscribed');
      } else desired.set(d, 'unsubscribed');
    }
    for (const d of cs.add ?? []) if (mayAdd(d)) desired.set(d, 'subscribed');
  }
  const changes = new Map<string, SubState>();
  for (const [d, s] of desired) if (current.get(d) !== s) changes.set(d, s);
  return changes;
}

/** Divisions subscribed after the changes are applied. */
export function subscribedAfter(
  current: ReadonlyMap<string, SubState>,
  changes: ReadonlyMap<string, SubState>,
) {
  const out = new Set<string>();
  for (const [d, s] of current) if (s === 'subscribed') out.add(d);
  for (const [d, s] of changes) {
    if (s === 'subscribed') out.add(d);
    else out.delete(d);
  }
  return out;
}
