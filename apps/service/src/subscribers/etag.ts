import { ApiError } from '@mailroom/contract';
import type { FastifyRequest } from 'fastify';
import type { SubscriberRow } from './repository';

/** Quoted entity tag from the row's identity and its version counter. */
export const etagOf = (row: Pick<SubscriberRow, 'pk' | 'version'>) =>
  `"${row.pk.toString(36)}-${row.version}"`;

export const etagHeader = (row: Pick<SubscriberRow, 'pk' | 'version'>) => ({ etag: etagOf(row) });

/** The If-Match header, when sent. */
export function ifMatchOf(req: FastifyRequest): string | undefined {
  const v = req.headers['if-match'];
  const s = Array.isArray(v) ? v.join(',') : v;
  return s === undefined || s.trim() === '' ? undefined : s;
}

const bare = (tag: string) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

/**
 * A write conditional on If-Match goes ahead only when one of the listed tags (or `*`) matches the current
 * one; the original API answered a mismatch with 409, not 412.
 */
export function checkIfMatch(ifMatch: string | undefined, row: SubscriberRow | undefined, id: string) {
  if (ifMatch === undefined) return;
  if (!row) throw new ApiError('etag_mismatch', `If-Match cannot match: subscriber ${id} does not exist`);
  const tags = ifMatch.split(',').map(bare);
  if (tags.includes('*') || tags.includes(bare(etagOf(row)))) return;
  throw new ApiError(
    'etag_mismatch',
    `If-Match ${ifMatch.trim()} does not match the current ETag ${etagOf(row)} of subscriber ${id}`,
  );
}
