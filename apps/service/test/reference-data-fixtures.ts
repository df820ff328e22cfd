import crypto from 'node:crypto';
import { createDataset, type ColumnInput } from '../src/reference-data/create-dataset';
import type { TestService, TestUnit } from './harness';

export const uniqDataset = (prefix = 'ds') => `${prefix}_${crypto.randomBytes(4).toString('hex')}`;

/** A store table with a single key and one column of each type. */
export const storeColumns: ColumnInput[] = [
  { name: 'id', type: 'String', length: 20 },
  { name: 'city', type: 'String', length: 12 },
  { name: 'price', type: 'Number' },
  { name: 'open', type: 'Boolean' },
  { name: 'since', type: 'Date' },
];

export async function newDataset(
  svc: TestService,
  unit: TestUnit = svc,
  columns: ColumnInput[] = storeColumns,
  primaryKey: string[] = ['id'],
): Promise<string> {
  const name = uniqDataset();
  await createDataset(svc.service.app.db, unit.id, { name, columns, primaryKey });
  return name;
}

export const recordsPath = (ds: string, rest = '') => `/v2/reference-data/${ds}/records${rest}`;
