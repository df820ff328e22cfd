import type { Column } from './record-values';

export interface HeaderCheck {
  /** Problems the BFF would refuse the whole file for (it names the same ones). */
  errors: string[];
  /** Dataset columns the file leaves out: they keep their stored values. */
  untouched: string[];
}

/**
 * The BFF's rules for a reference-data CSV, checked before uploading so the user can fix the file first: the
 * header names dataset columns (any case), no column twice, every key column present.
 */
export function checkHeader(
  header: readonly string[],
  columns: readonly Column[],
  primaryKey: readonly string[],
) {
  const byLower = new Map(columns.map((c) => [c.name.toLowerCase(), c.name]));
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const cell of header) {
    const name = byLower.get(cell.trim().toLowerCase());
    if (!name) errors.push(`“${cell}” is not a column of this dataset.`);
    else if (seen.has(name)) errors.push(`The column ${name} appears twice.`);
    else seen.add(name);
  }
  for (const key of primaryKey) if (!seen.has(key)) errors.push(`The key column ${key} is missing.`);
  const untouched = columns.map((c) => c.name).filter((n) => !seen.has(n) && !primaryKey.includes(n));
  return { errors, untouched } satisfies HeaderCheck;
}
