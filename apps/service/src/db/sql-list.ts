import { sql, type RawBuilder } from 'kysely';

/** The values of an SQL `in (...)` list as bound parameters, one per value, for `sql` templates. */
export const sqlList = (values: readonly (string | number | boolean)[]): RawBuilder<unknown> =>
  sql.join(values.map((v) => sql`${v}`));

/** How many values one `in (...)` list takes: far below either store's bound-parameter limit. */
export const IN_LIST_MAX = 500;

/** Values split into `in (...)` lists of at most `size`, for queries over many keys at once. */
export function inListChunks<T>(values: readonly T[], size = IN_LIST_MAX): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}
