import type { Readable } from 'node:stream';
import { ApiError } from '@mailroom/contract';
import { parse } from 'csv-parse';

export type CsvItem = { row: number; id: string } | { row: number; error: string };

const MAX_ID = 256;

/**
 * Streams subscriber ids out of a CSV upload. A first row naming an `id` (or else `email`) column is a header
 * and that column is used; otherwise the first column of every row is the id. `row` is the 1-based line the
 * record started on, which is what a user sees in a spreadsheet.
 */
export async function* csvIds(input: Readable): AsyncGenerator<CsvItem> {
  try {
    yield* records(input);
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code?.startsWith('CSV_'))
      throw new ApiError('invalid_request', `the CSV could not be read: ${e.message}`);
    throw err;
  }
}

async function* records(input: Readable): AsyncGenerator<CsvItem> {
  const parser = input.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  input.on('error', (err) => parser.destroy(err));
  let column: number | undefined;
  for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const { record, info } = rec;
    if (column === undefined) {
      const names = record.map((c) => c.toLowerCase());
      const header = names.indexOf('id') >= 0 ? names.indexOf('id') : names.indexOf('email');
      column = header >= 0 ? header : 0;
      if (header >= 0) continue;
    }
    const id = record[column] ?? '';
    const row = info.lines;
    if (id === '') yield { row, error: 'the id is empty' };
    else if (id.length > MAX_ID) yield { row, error: `the id is longer than ${MAX_ID} characters` };
    else yield { row, id };
  }
}

/** [firstIndex, firstRow, length] runs: a chunk's async-result index → CSV row map, compact for typical files. */
export type RowRanges = [number, number, number][];

export function addRow(ranges: RowRanges, index: number, row: number) {
  const last = ranges[ranges.length - 1];
  if (last && last[0] + last[2] === index && last[1] + last[2] === row) last[2]++;
  else ranges.push([index, row, 1]);
}

export function rowOf(ranges: RowRanges, index: number): number | undefined {
  for (const [first, row, length] of ranges)
    if (index >= first && index < first + length) return row + index - first;
  return undefined;
}
