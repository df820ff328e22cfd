import type { Readable } from 'node:stream';
import { csvRows, type CsvItem } from './csv-rows';

const MAX_ID = 256;

/**
 * Streams subscriber ids out of a CSV upload. A first row naming an `id` (or else `email`) column is a header
 * and that column is used; otherwise the first column of every row is the id.
 */
export async function* csvIds(input: Readable): AsyncGenerator<CsvItem<string>> {
  let column: number | undefined;
  for await (const { row, cells } of csvRows(input, { trim: true })) {
    if (column === undefined) {
      const names = cells.map((c) => c.toLowerCase());
      const header = names.indexOf('id') >= 0 ? names.indexOf('id') : names.indexOf('email');
      column = header >= 0 ? header : 0;
      if (header >= 0) continue;
    }
    const id = cells[column] ?? '';
    if (id === '') yield { row, error: 'the id is empty' };
    else if (id.length > MAX_ID) yield { row, error: `the id is longer than ${MAX_ID} characters` };
    else yield { row, value: id };
  }
}
