import { sql, type RawBuilder } from 'kysely';

/** The values of an SQL `in (...)` list as bound parameters, one per value, for `sql` templates. */
export const sqlList = (values: readonly (string | number | boolean)[]): RawBuilder<unknown> =>
  sql.join(values.map((v) => sql`${v}`));
