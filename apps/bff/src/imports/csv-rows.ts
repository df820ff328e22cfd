import type { Readable } from 'node:stream';
import { ApiError } from '@mailroom/contract';
import { parse } from 'csv-parse';

/** One CSV record and the 1-based line it started on, which is what a user sees in a spreadsheet. */
export interface CsvRow {
  row: number;
  cells: string[];
}

/** What an import's parser makes of one row: a value to send, or a problem kept with the row number. */
export type CsvItem<T> = { row: number; value: T } | { row: number; error: string };

const CRLF = /\r\n/g;
const BREAK = /\r\n|\r|\n/g;
const count = (cells: string[], re: RegExp) => cells.reduce((n, c) => n + (c.match(re)?.length ?? 0), 0);

/**
 * Streams the records of an upload as they arrive (RFC 4180 quoting, BOM, CRLF, blank lines skipped). `trim`
 * drops spaces around unquoted cells; malformed CSV is a 400 naming the problem.
 */
export async function* csvRows(input: Readable, o: { trim: boolean }): AsyncGenerator<CsvRow> {
  const parser = input.pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: o.trim,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  input.on('error', (err) => parser.destroy(err));
  // csv-parse counts the line a record ends on, and counts a CRLF inside a quoted cell as two lines.
  let drift = 0;
  try {
    for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      drift += count(rec.record, CRLF);
      yield { row: rec.info.lines - drift - count(rec.record, BREAK), cells: rec.record };
    }
  } catch (err) {
    const e = err as { code?: string; message?: string };
    if (e.code?.startsWith('CSV_'))
      throw new ApiError('invalid_request', `the CSV could not be read: ${e.message}`);
    throw err;
  }
}
