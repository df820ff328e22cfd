import { ApiError } from '@mailroom/contract';

export type PreviewType = 'application/json' | 'text/html' | 'text/plain';
const offered: PreviewType[] = ['application/json', 'text/html', 'text/plain'];

/**
 * Picks the preview's representation from `Accept`: the acceptable type with the highest q (the first
 * offered on a tie; `*` and a missing header mean JSON). Nothing acceptable is a 406.
 */
export function negotiatePreview(accept: string | undefined): PreviewType {
  if (accept === undefined || accept.trim() === '') return 'application/json';
  let best: { type: PreviewType; q: number } | undefined;
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
      `Accept ${accept} names no type the preview produces: application/json, text/html or text/plain`,
    );
  return best.type;
}
