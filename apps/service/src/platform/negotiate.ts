import { ApiError } from '@mailroom/contract';

/**
 * Picks a route's representation from `Accept`: the offered type with the highest q (the first offered on a tie;
 * `*` and a missing header mean the first offered, JSON). Nothing acceptable is a 406 that names what is offered.
 */
export function negotiate<T extends string>(
  accept: string | undefined,
  offered: readonly [T, ...T[]],
  what: string,
): T {
  if (accept === undefined || accept.trim() === '') return offered[0];
  let best: { type: T; q: number } | undefined;
  for (const item of accept.split(',')) {
    const [range = '', ...params] = item.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!(q > 0)) continue;
    const match = offered.find(
      (t) => range === '*/*' || range === t || (range.endsWith('/*') && t.startsWith(range.slice(0, -1))),
    );
    if (match && (!best || q > best.q)) best = { type: match, q };
  }
  if (!best)
    throw new ApiError(
      'not_acceptable',
      `Accept ${accept} names no type ${what} produces: ${offered.slice(0, -1).join(', ')}${offered.length > 1 ? ' or ' : ''}${offered[offered.length - 1]}`,
    );
  return best.type;
}
