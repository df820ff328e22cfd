import type { Readable } from 'node:stream';
import { ApiError, type DatasetSchemaViewSchema } from '@mailroom/contract';
import type { z } from 'zod';
import { csvRows, type CsvItem } from './csv-rows';

export type RecordValue = string | number | boolean | null;
export type FlatRecord = Record<string, RecordValue>;
export type DatasetSchemaView = z.infer<typeof DatasetSchemaViewSchema>;
type Column = DatasetSchemaView['columns'][number];

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEAN: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

/**
 * A cell as the JSON value its column takes (the service does not coerce): Number and Boolean text is
 * converted the way the service's file import reads it; an empty cell is null. Text that is not a number or a
 * boolean is sent as it is, so the service's own message names the problem in the row's failure.
 */
export function cellValue(column: Column, cell: string): RecordValue {
  if (cell === '') return null;
  if (column.type === 'Number' && NUMBER.test(cell.trim())) return Number(cell.trim());
  if (column.type === 'Boolean') return BOOLEAN[cell.trim().toLowerCase()] ?? cell;
  return cell;
}

/** Header names to dataset columns (case-insensitive); an unknown, repeated or missing key column is a 400. */
export function headerColumns(schema: DatasetSchemaView, header: string[]): Column[] {
  const byName = new Map(schema.columns.map((c) => [c.name.toLowerCase(), c]));
  const seen = new Set<string>();
  const columns = header.map((raw, i) => {
    const name = raw.trim();
    const column = byName.get(name.toLowerCase());
    if (!column)
      throw new ApiError(
        'invalid_request',
        `header column ${i + 1} "${name}" is not a column of dataset ${schema.name} ` +
          `(columns: ${schema.columns.map((c) => c.name).join(', ')})`,
      );
    if (seen.has(column.name))
      throw new ApiError('invalid_request', `header column ${i + 1} repeats column ${column.name}`);
    seen.add(column.name);
    return column;
  });
  for (const k of schema.primaryKey)
    if (!seen.has(k)) throw new ApiError('invalid_request', `the header row must name the key column ${k}`);
  return columns;
}

/**
 * Streams flat records out of a CSV upload whose first row names dataset columns. Cells are not trimmed (a
 * value's spaces are data); a row with more cells than the header is rejected with its row number.
 */
export async function* csvRecords(
  input: Readable,
  schema: DatasetSchemaView,
): AsyncGenerator<CsvItem<FlatRecord>> {
  let columns: Column[] | undefined;
  for await (const { row, cells } of csvRows(input, { trim: false })) {
    if (!columns) {
      columns = headerColumns(schema, cells);
      continue;
    }
    if (cells.length > columns.length) {
      yield { row, error: `the row has ${cells.length} cells; the header names ${columns.length} columns` };
      continue;
    }
    const record: FlatRecord = {};
    for (const [i, column] of columns.entries()) {
      // A short row leaves its last columns out: the import merges, so they keep their values.
      const cell = cells[i];
      if (cell !== undefined) record[column.name] = cellValue(column, cell);
    }
    yield { row, value: record };
  }
  if (!columns)
    throw new ApiError('invalid_request', 'the CSV is empty: send a header row naming the columns');
}
