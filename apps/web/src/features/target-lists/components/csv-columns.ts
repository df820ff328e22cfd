/** Which row and column of a CSV the import reads subscriber ids from. */
export interface ColumnChoice {
  hasHeader: boolean;
  column: number;
}

export interface ColumnDetection extends ColumnChoice {
  /** Nothing named the column: the user should confirm the guess. */
  ambiguous: boolean;
}

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+$/;

/**
 * The BFF's own rule (apps/bff/src/imports/csv-ids.ts): a first row with a cell `id` (else `email`), trimmed and
 * in any case, is a header and names the column; otherwise every row is data and the first column is the id.
 */
export function serverChoice(firstRow: readonly string[]): ColumnChoice {
  const names = firstRow.map((c) => c.trim().toLowerCase());
  const id = names.indexOf('id');
  const column = id >= 0 ? id : names.indexOf('email');
  return column >= 0 ? { hasHeader: true, column } : { hasHeader: false, column: 0 };
}

/**
 * Guesses the id column from the first rows. A header naming `id` or `email` settles it; otherwise the first
 * column whose data cells mostly look like e-mail addresses is proposed, a first row without any address
 * above such a column is taken for a header, and the result is marked ambiguous for the user to confirm.
 */
export function detectColumn(rows: readonly (readonly string[])[]): ColumnDetection {
  const first = rows[0] ?? [];
  const server = serverChoice(first);
  if (server.hasHeader) return { ...server, ambiguous: false };
  const width = Math.max(0, ...rows.map((r) => r.length));
  if (width <= 1) return { hasHeader: false, column: 0, ambiguous: false };

  const looksLikeEmail = (cell: string | undefined) => EMAIL_LIKE.test((cell ?? '').trim());
  const data = rows.slice(1);
  const emailColumns = Array.from({ length: width }, (_, c) => c).filter(
    (c) => data.length > 0 && data.filter((r) => looksLikeEmail(r[c])).length * 2 > data.length,
  );
  const column = emailColumns[0] ?? 0;
  const hasHeader = emailColumns.length > 0 && !first.some((cell) => looksLikeEmail(cell));
  return { hasHeader, column, ambiguous: true };
}

/** Whether the file must be rewritten so that the BFF reads the chosen column (it takes no column parameter). */
export function needsRewrite(firstRow: readonly string[], choice: ColumnChoice): boolean {
  const server = serverChoice(firstRow);
  return server.hasHeader !== choice.hasHeader || server.column !== choice.column;
}

const BREAKS = /\r\n|\r|\n/g;
const breaksIn = (cell: string) => cell.match(BREAKS)?.length ?? 0;
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * A one-column CSV of the chosen column that keeps every record on the line it had in the user's file (the
 * failed-rows table names lines of the file the user has, not of this copy): a record spanning several lines
 * is followed by as many line breaks, and blank lines stay blank. A record whose chosen cell is empty becomes
 * `,` so it is reported as an empty id instead of being skipped as a blank line.
 */
export function rewriteCsv(records: readonly (readonly string[])[], choice: ColumnChoice): string {
  return records
    .map((cells, index) => {
      const blank = cells.every((c) => c === '');
      const value = cells[choice.column] ?? '';
      const header = index === 0 && choice.hasHeader;
      const extra = cells.reduce((n, c, i) => n + (i === choice.column && !header ? 0 : breaksIn(c)), 0);
      const line = header ? 'id' : blank ? '' : value.trim() === '' ? ',' : quote(value);
      return line + '\n'.repeat(extra + 1);
    })
    .join('');
}
