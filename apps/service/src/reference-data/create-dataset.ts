import { badRequest, columnTypes, DatasetNameSchema } from '@mailroom/contract';
import type { Db } from '../db/connect';
import { nowIso } from '../platform/time';
import { isUniqueViolation } from '../target-lists/list-store';
import type { Column, ColumnType } from './columns';
import { toDataset, type Dataset } from './dataset-store';

export interface ColumnInput {
  name: string;
  type: string;
  length?: number | undefined;
}

export interface DatasetInput {
  name: string;
  columns: ColumnInput[];
  /** Key column names in any order; empty: a table without a key (append-only, no criteria queries). */
  primaryKey: string[];
}

/** Column names travel as query parameters (filters) and JSON keys: plain identifiers, not the paging words. */
const COLUMN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const RESERVED = new Set(['limit', 'offset']);
const MAX_COLUMNS = 200;
const MAX_LENGTH = 100_000;

function checkColumns(input: ColumnInput[], primaryKey: string[]): Column[] {
  if (input.length === 0) throw badRequest('columns must have at least 1 column');
  if (input.length > MAX_COLUMNS) throw badRequest(`columns must have at most ${MAX_COLUMNS} columns`);
  const seen = new Set<string>();
  return input.map((c, i) => {
    const at = `columns[${i}]`;
    if (!COLUMN_NAME.test(c.name))
      throw badRequest(
        `${at}.name "${c.name}" must be a letter, then letters, digits or underscores (at most 64)`,
      );
    if (RESERVED.has(c.name.toLowerCase())) throw badRequest(`${at}.name "${c.name}" is reserved for paging`);
    if (seen.has(c.name.toLowerCase())) throw badRequest(`${at}.name "${c.name}" is used by another column`);
    seen.add(c.name.toLowerCase());
    if (!(columnTypes as readonly string[]).includes(c.type))
      throw badRequest(`${at}.type "${c.type}" must be one of: ${columnTypes.join(', ')}`);
    const column: Column = {
      name: c.name,
      type: c.type as ColumnType,
      nullable: !primaryKey.includes(c.name),
    };
    if (c.length !== undefined) {
      if (c.type !== 'String') throw badRequest(`${at}.length applies to String columns only`);
      if (!Number.isInteger(c.length) || c.length < 1 || c.length > MAX_LENGTH)
        throw badRequest(`${at}.length must be an integer from 1 to ${MAX_LENGTH}`);
      column.length = c.length;
    }
    return column;
  });
}

/**
 * Creates a dataset of a business unit (the admin CLI and the demo seed call this; the API has no call for it, as
 * datasets were set up by an administrator in the original platform). Throws a 400 ApiError naming the problem.
 */
export async function createDataset(db: Db, buId: number, input: DatasetInput): Promise<Dataset> {
  const name = DatasetNameSchema.safeParse(input.name);
  if (!name.success) throw badRequest(`name ${name.error.issues[0]?.message ?? 'is invalid'}`);
  const columns = checkColumns(input.columns, input.primaryKey);
  const primaryKey = [...input.primaryKey].sort();
  if (new Set(primaryKey).size !== primaryKey.length) throw badRequest('primaryKey names a column twice');
  if (primaryKey.length > 10) throw badRequest('primaryKey must have at most 10 columns');
  for (const k of primaryKey)
    if (!columns.some((c) => c.name === k)) throw badRequest(`primaryKey "${k}" is not one of the columns`);
  const now = nowIso();
  try {
    const row = await db.kysely
      .insertInto('datasets')
      .values({
        bu_id: buId,
        name: name.data,
        columns: JSON.stringify(columns),
        primary_key: JSON.stringify(primaryKey),
        record_count: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDataset(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(`name "${name.data}" is already used by another dataset`);
    throw err;
  }
}
