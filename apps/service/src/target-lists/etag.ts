import { ApiError } from '@mailroom/contract';
import type { ListRow } from './list-store';

/** The list's ETag: changes on every rename, archive and member change (each bumps `version`). */
export const listEtag = (row: Pick<ListRow, 'id' | 'version'>) => `"${row.id}-${row.version}"`;

const normalize = (tag: string) =>
  tag
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');

/**
 * Enforces an `If-Match` header against the list's current ETag: 409 when it is given and matches none of
 * the listed tags (the original API answered 409, not 412). `*` matches any existing list.
 */
export function checkIfMatch(header: string | string[] | undefined, row: ListRow | undefined, what: string) {
  if (header === undefined) return;
  const given = Array.isArray(header) ? header.join(',') : header;
  if (given.trim() === '') return;
  if (!row)
    throw new ApiError('etag_mismatch', `If-Match was given but ${what} does not exist, so it cannot match`);
  if (given.trim() === '*') return;
  const current = normalize(listEtag(row));
  if (given.split(',').some((t) => normalize(t) === current)) return;
  throw new ApiError(
    'etag_mismatch',
    `If-Match ${given.trim()} does not match the current ETag ${listEtag(row)} of ${what}`,
  );
}
