import { badRequest } from '@mailroom/contract';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/connect';
import { checkText, type Value } from './columns';
import type { Dataset } from './dataset-store';
import { datasetLabel, findColumn, isProblem } from './record-input';

export interface Filter {
  column: string;
  /** Any of these (a repeated parameter ORs); null matches a record where the column is not set. */
  values: Value[];
}

/** Turns the non-paging query parameters into typed equality filters; any problem is a 400 naming it. */
export function parseFilters(ds: Dataset, query: Record<string, unknown>): Filter[] {
  const filters: Filter[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (name === 'limit' || name === 'offset') continue;
    const col = findColumn(ds, name);
    if (isProblem(col)) throw badRequest(col.error);
    const texts = Array.isArray(raw) ? (raw as string[]) : [String(raw)];
    const values = texts.map((t) => {
      const checked = checkText({ ...col, nullable: true }, t);
      if ('problem' in checked) throw badRequest(`${name} ${checked.problem}`);
      return checked.value;
    });
    filters.push({ column: col.name, values });
  }
  if (filters.length > 0 && ds.primaryKey.length === 0)
    throw badRequest(
      `${datasetLabel(ds.name)} has no primary key; criteria queries (${filters.map((f) => f.column).join(', ')}) ` +
        'require one',
    );
  return filters;
}

/** Column values live in the record's JSON text: SQLite reads them with json_extract, PostgreSQL as jsonb. */
function condition(dialect: Dialect, f: Filter): RawBuilder<boolean> {
  const present = f.values.filter((v) => v !== null);
  const parts: RawBuilder<boolean>[] = [];
  if (dialect === 'postgres') {
    if (present.length > 0)
      parts.push(
        sql<boolean>`(data::jsonb -> ${f.column}::text) in (${sql.join(present.map((v) => sql`${JSON.stringify(v)}::jsonb`))})`,
      );
    if (present.length < f.values.length)
      parts.push(sql<boolean>`(data::jsonb ->> ${f.column}::text) is null`);
  } else {
    const path = `$.${f.column}`;
    // json_extract yields 1/0 for JSON booleans.
    const args = present.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    if (args.length > 0) parts.push(sql<boolean>`json_extract(data, ${path}) in (${sql.join(args)})`);
    if (present.length < f.values.length) parts.push(sql<boolean>`json_extract(data, ${path}) is null`);
  }
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

export function filterSql(dialect: Dialect, filters: Filter[]): RawBuilder<boolean> | undefined {
  if (filters.length === 0) return undefined;
  return sql<boolean>`(${sql.join(
    filters.map((f) => condition(dialect, f)),
    sql` and `,
  )})`;
}
