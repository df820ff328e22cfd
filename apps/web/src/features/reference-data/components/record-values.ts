import type { ColumnSchema, DataRecord } from '@mailroom/contract';
import type { z } from 'zod';

export type Column = z.infer<typeof ColumnSchema>;
type Value = DataRecord[string];

/** Form inputs hold text; these are the values a record form submits, column name → text. */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

// The service's own spellings (apps/service reference-data/columns.ts), so the form refuses what it refuses.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const keyText = (value: Value): string => (value === null ? '' : String(value));

/**
 * A record's id: its key values ordered by key column name (alphabetically) and joined by `|`. Sorting here
 * keeps the rule in one place even if a key ever arrives in another order.
 */
export function recordId(primaryKey: readonly string[], record: DataRecord): string {
  return [...primaryKey]
    .sort()
    .map((name) => keyText(record[name] ?? null))
    .join('|');
}

export const toFormValue = (value: Value | undefined): string =>
  value === null || value === undefined ? '' : String(value);

export function toFormValues(columns: readonly Column[], record?: DataRecord): FormValues {
  return Object.fromEntries(columns.map((c) => [c.name, toFormValue(record?.[c.name])]));
}

/** A calendar day that exists (Date rolls 2024-02-31 over to March, the service refuses it). */
function isRealDate(text: string): boolean {
  const day = text.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** One input's text as the JSON value of its column, or the problem in words for the field. */
export function readValue(
  column: Column,
  text: string,
  isKey: boolean,
): { value: Value } | { error: string } {
  if (text === '') {
    if (isKey) return { error: 'Required: it is part of the key.' };
    return column.nullable ? { value: null } : { error: 'Required.' };
  }
  if (isKey && text.includes('|')) return { error: 'A key value cannot contain |.' };
  switch (column.type) {
    case 'String': {
      const length = [...text].length;
      if (column.length !== undefined && length > column.length)
        return { error: `At most ${column.length} characters (this has ${length}).` };
      return { value: text };
    }
    case 'Number': {
      const trimmed = text.trim();
      if (!DECIMAL.test(trimmed) || !Number.isFinite(Number(trimmed)))
        return { error: 'Enter a number, like 42 or 3.5.' };
      return { value: Number(trimmed) };
    }
    case 'Boolean':
      if (text === 'true' || text === 'false') return { value: text === 'true' };
      return { error: 'Choose true or false.' };
    case 'Date': {
      const trimmed = text.trim();
      if ((!DATE_ONLY.test(trimmed) && !DATE_TIME.test(trimmed)) || !isRealDate(trimmed))
        return { error: 'Enter a date like 2024-01-31, or a date-time like 2024-01-31T16:08:32Z.' };
      return { value: trimmed };
    }
  }
}

/** Every column checked against the schema; the record only when every field is fine. */
export function readRecordForm(
  columns: readonly Column[],
  primaryKey: readonly string[],
  values: FormValues,
): { record: DataRecord; errors?: undefined } | { record?: undefined; errors: FieldErrors } {
  const record: DataRecord = {};
  const errors: FieldErrors = {};
  for (const column of columns) {
    const read = readValue(column, values[column.name] ?? '', primaryKey.includes(column.name));
    if ('error' in read) errors[column.name] = read.error;
    else record[column.name] = read.value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { record };
}

/** The service names the column first ("staff must be a number, not …"): put its message on that field. */
export function serverFieldError(columns: readonly Column[], message: string): FieldErrors | undefined {
  const column = columns.find((c) => message.startsWith(`${c.name} `));
  return column ? { [column.name]: message } : undefined;
}

/** "String, at most 100 characters · required": what a field accepts, shown under it. */
export function describeColumn(column: Column, isKey: boolean): string {
  const type =
    column.type === 'String' && column.length !== undefined
      ? `Text, at most ${column.length} characters`
      : column.type === 'String'
        ? 'Text'
        : column.type === 'Date'
          ? 'Date (2024-01-31) or date-time'
          : column.type;
  return [type, isKey ? 'key' : column.nullable ? 'optional' : 'required'].join(' · ');
}
