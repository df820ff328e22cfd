import type { MasterTarget, TargetCriterion } from '@mailroom/contract';

const quote = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

function describeCriterion(c: TargetCriterion): string {
  const not = c.negate ? 'not ' : '';
  switch (c.type) {
    case 'attribute':
      return c.operator === 'isEmpty' || c.operator === 'isNotEmpty'
        ? `${not}${c.name} ${c.operator === 'isEmpty' ? 'is empty' : 'is not empty'}`
        : c.operator === 'between'
          ? `${not}${c.name} between ${quote(c.values)}`
          : `${not}${c.name} ${c.operator} ${quote(c.values)}`;
    case 'action':
      return `${not}${c.action} ${c.masterId ? `master ${c.masterId}` : 'any master'} in the last ${c.dayRange} days`;
    case 'visited':
      return `${not}visited ${c.page ?? `a ${c.role ?? ''} page`} in the last ${c.dayRange} days`;
    case 'list':
      return `${not}member of ${c.isMemberOf.join(', ')}`;
  }
}

/** The targeting waterfall in words, one line per stage, in the order the service applies it. */
export function describeTarget(target: MasterTarget, ownDivision: string): string[] {
  const { type, divisions } = target.subscriptions;
  const who = type === 'subscribed' ? 'Subscribed' : 'Subscribed (or ever subscribed)';
  const lines = [
    `${who} to ${divisions.length > 0 ? divisions.join(', ') : `${ownDivision} (the master's division)`}`,
  ];
  for (const c of target.criteria) lines.push(`${c.join === 'AND' ? 'and' : 'or'} ${describeCriterion(c)}`);
  return lines;
}
