import type { columnTypes } from '@mailroom/contract';

export type ColumnType = (typeof columnTypes)[number];
export interface Column {
  name: string;
  type: ColumnType;
  length?: number;
  nullable: boolean;
}
export type Value = string | number | boolean | null;
/** A checked value, or the predicate that completes "<column> ..." into an error message. */
export type Checked = { value: Value } | { problem: string };

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Dates are stored in one spelling so that equality filters and keys match however a caller wrote them: a
 * calendar date stays `YYYY-MM-DD`, a date-time becomes UTC `YYYY-MM-DDThh:mm:ssZ` (milliseconds kept if any).
 */
export function normalizeDate(s: string): string | undefined {
  if (DATE_ONLY.test(s)) {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : undefined;
  }
  if (!DATE_TIME.test(s)) return undefined;
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) return undefined;
  // Date accepts 2024-02-31 by rolling over; a calendar day that does not exist is rejected.
  if (normalizeDate(s.slice(0, 10)) === undefined) return undefined;
  return d.toISOString().replace('.000Z', 'Z');
}

/** A lone UTF-16 surrogate survives JSON text but not PostgreSQL's jsonb, which filters read records through. */
const LONE_SURROGATE = /\p{Cs}/u;

function checkString(col: Column, s: string): Checked {
  if (LONE_SURROGATE.test(s)) return { problem: 'must not contain unpaired surrogate characters' };
  if (col.length !== undefined && s.length > col.length)
    return { problem: `must be at most ${col.length} characters` };
  return { value: s };
}

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`);

/** A JSON value of a record body: its type must be the column's, no coercion. */
export function checkJson(col: Column, v: unknown): Checked {
  if (v === null || v === undefined) return col.nullable ? { value: null } : { problem: 'is required' };
  switch (col.type) {
    case 'String':
      return typeof v === 'string'
        ? checkString(col, v)
        : { problem: `must be a string, not ${describe(v)}` };
    case 'Number':
      return typeof v === 'number' && Number.isFinite(v)
        ? { value: v }
        : { problem: `must be a number, not ${describe(v)}` };
    case 'Boolean':
      return typeof v === 'boolean' ? { value: v } : { problem: `must be true or false, not ${describe(v)}` };
    case 'Date': {
      const d = typeof v === 'string' ? normalizeDate(v) : undefined;
      return d === undefined
        ? { problem: 'must be an ISO 8601 date (2024-01-31) or date-time (2024-01-31T16:08:32Z)' }
        : { value: d };
    }
  }
}

/** A value written as text (a CSV cell, a query filter, a part of a record id): parsed by the column type. */
export function checkText(col: Column, s: string): Checked {
  if (s === '')
    return col.type === 'String' && !col.nullable ? { problem: 'must not be empty' } : checkJson(col, null);
  switch (col.type) {
    case 'String':
      return checkString(col, s);
    case 'Number': {
      const n = Number(s.trim());
      return DECIMAL.test(s.trim()) && Number.isFinite(n)
        ? { value: n }
        : { problem: `must be a number, not "${s}"` };
    }
    case 'Boolean': {
      const b = s.trim().toLowerCase();
      if (b === 'true' || b === '1') return { value: true };
      if (b === 'false' || b === '0') return { value: false };
      return { problem: `must be true or false, not "${s}"` };
    }
    case 'Date':
      return checkJson(col, s.trim());
  }
}

/** How a key value is spelled in a record id. */
export const keyText = (v: Value) => String(v);
