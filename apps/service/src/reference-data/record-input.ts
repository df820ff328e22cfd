import crypto from 'node:crypto';
import type { DataRecord } from '@mailroom/contract';
import { checkJson, checkText, keyText, type Column, type Value } from './columns';
import type { Dataset } from './dataset-store';

export type Data = Record<string, Value>;
/** A problem with one record: the message names the column (or the id) and what is wrong. */
export interface Problem {
  error: string;
}
export const isProblem = (x: unknown): x is Problem => typeof x === 'object' && x !== null && 'error' in x;

export const datasetLabel = (name: string) => `dataset "${name}"`;
const MAX_KEY = 1000;

export function findColumn(ds: Dataset, name: string): Column | Problem {
  const col = ds.columns.find((c) => c.name === name);
  if (col) return col;
  const near = ds.columns.find((c) => c.name.toLowerCase() === name.toLowerCase());
  return {
    error: near
      ? `${name} is not a column of ${datasetLabel(ds.name)}; column names are case-sensitive: did you mean ${near.name}?`
      : `${name} is not a column of ${datasetLabel(ds.name)} (columns: ${ds.columns.map((c) => c.name).join(', ')})`,
  };
}

/**
 * Checks the fields a record gives, against the schema: JSON records must carry the column's own types, text
 * records (CSV rows) are parsed by column type. Returns only the columns given.
 */
export function readRecord(ds: Dataset, input: unknown, mode: 'json' | 'text'): Data | Problem {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { error: 'the record must be a JSON object of column values' };
  const data: Data = {};
  for (const [name, raw] of Object.entries(input)) {
    const col = findColumn(ds, name);
    if (isProblem(col)) return col;
    const checked = mode === 'text' && typeof raw === 'string' ? checkText(col, raw) : checkJson(col, raw);
    if ('problem' in checked) return { error: `${name} ${checked.problem}` };
    data[name] = checked.value;
  }
  return data;
}

function joinKey(ds: Dataset, values: Value[]): string | Problem {
  for (const [i, v] of values.entries()) {
    const name = ds.primaryKey[i] ?? '';
    if (v === null || v === '') return { error: `${name} is required: it is part of the primary key` };
    if (keyText(v).includes('|')) return { error: `${name} must not contain | in a primary-key value` };
  }
  const key = values.map(keyText).join('|');
  return key.length > MAX_KEY ? { error: `the primary key must be at most ${MAX_KEY} characters` } : key;
}

let sequence = 0;
/** Records of a table without a key get a generated, roughly time-ordered key so they list in arrival order. */
function generatedKey(): string {
  sequence = (sequence + 1) % 1_679_616;
  const t = Date.now().toString(36).padStart(9, '0');
  return `${t}${sequence.toString(36).padStart(4, '0')}${crypto.randomBytes(3).toString('hex')}`;
}

/** The record id of a record: its key values, in key-column order, joined by `|`. */
export function keyOf(ds: Dataset, data: Data): string | Problem {
  if (ds.primaryKey.length === 0) return generatedKey();
  return joinKey(
    ds,
    ds.primaryKey.map((k) => data[k] ?? null),
  );
}

/** Parses a record id from a path into its key values (typed by their columns). */
export function parseRecordId(ds: Dataset, id: string): { key: string; values: Data } | Problem {
  if (ds.primaryKey.length === 0)
    return { error: `${datasetLabel(ds.name)} has no primary key, so its records cannot be addressed by id` };
  const parts = id.split('|');
  if (parts.length !== ds.primaryKey.length)
    return {
      error:
        `id "${id}" must be ${ds.primaryKey.length} key values joined by | ` +
        `(in the order ${ds.primaryKey.join(', ')})`,
    };
  const values: Data = {};
  for (const [i, part] of parts.entries()) {
    const name = ds.primaryKey[i] ?? '';
    const col = findColumn(ds, name);
    if (isProblem(col)) return col;
    const checked = checkText(col, part);
    if ('problem' in checked) return { error: `id part ${name} ${checked.problem}` };
    values[name] = checked.value;
  }
  const key = joinKey(ds, Object.values(values));
  return isProblem(key) ? key : { key, values };
}

/** Every column of the schema, in schema order; a column never set reads as null. */
export function toWireRecord(ds: Dataset, data: Data): DataRecord {
  return Object.fromEntries(ds.columns.map((c) => [c.name, data[c.name] ?? null]));
}

export const recordPath = (ds: Dataset, key: string) =>
  `/v2/reference-data/${encodeURIComponent(ds.name)}/records` +
  (ds.primaryKey.length > 0 ? `/${encodeURIComponent(key)}` : '');
