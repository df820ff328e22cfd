import { badRequest } from '@mailroom/contract';
import { parse } from 'csv-parse/sync';
import type { Dataset } from './dataset-store';
import { findColumn, isProblem, type Problem } from './record-input';

export interface FileImportInput {
  file: { content: string; delimiter: string; header: boolean };
  mapping: Record<string, string>;
}

/** The mapped cells of each data row, by position; null where a row is too short to have that cell. */
export interface MappedRows {
  /** Dataset column of each mapped position. */
  columns: string[];
  /** CSV column name of each mapped position, for messages. */
  sources: string[];
  rows: (string | null)[][];
}

function parseCsv(input: FileImportInput): string[][] {
  try {
    return parse(input.file.content, {
      delimiter: input.file.delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (err) {
    throw badRequest(`file.content is not valid CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Parses the file and checks the mapping before the 202, so a wrong header or mapping is a 400 naming it; what
 * remains for the job is per-row, and failing one row fails only that row's index.
 */
export function mapCsv(ds: Dataset, input: FileImportInput): MappedRows {
  const all = parseCsv(input);
  const header = input.file.header ? all[0] : undefined;
  const data = input.file.header ? all.slice(1) : all;
  if (data.length === 0) throw badRequest('file.content has no data rows');
  const positions: number[] = [];
  const columns: string[] = [];
  const sources: string[] = [];
  for (const [source, target] of Object.entries(input.mapping)) {
    const col = findColumn(ds, target);
    if (isProblem(col)) throw badRequest(`mapping.${source}: ${col.error}`);
    if (columns.includes(col.name))
      throw badRequest(
        `mapping.${source} maps to ${col.name}, which another CSV column is mapped to already`,
      );
    const position = header
      ? header.indexOf(source)
      : /^[1-9]\d{0,4}$/.test(source)
        ? Number(source) - 1
        : -1;
    if (position < 0)
      throw badRequest(
        header
          ? `mapping.${source} names no column of the header row (columns: ${header.join(', ')})`
          : `mapping.${source} must be a column position from "1" when file.header is false`,
      );
    positions.push(position);
    columns.push(col.name);
    sources.push(source);
  }
  for (const k of ds.primaryKey)
    if (!columns.includes(k)) throw badRequest(`mapping must map a CSV column to the key column ${k}`);
  return { columns, sources, rows: data.map((row) => positions.map((p) => row[p] ?? null)) };
}

/** A mapped row as a flat record of text values, or the problem of a row too short to have a mapped cell. */
export function rowRecord(
  m: Pick<MappedRows, 'columns' | 'sources'>,
  row: (string | null)[],
): Record<string, string> | Problem {
  const record: Record<string, string> = {};
  for (const [i, cell] of row.entries()) {
    if (cell === null)
      return {
        error: `the row has no value for CSV column ${m.sources[i] ?? ''} (it has fewer fields than the header)`,
      };
    record[m.columns[i] ?? ''] = cell;
  }
  return record;
}
