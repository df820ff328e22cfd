import { describe, expect, it } from 'vitest';
import { checkHeader } from './csv-header-check';
import type { Column } from './record-values';

const columns: Column[] = [
  { name: 'country', type: 'String', length: 2, nullable: false },
  { name: 'storeId', type: 'String', length: 10, nullable: false },
  { name: 'staff', type: 'Number', nullable: true },
  { name: 'street', type: 'String', nullable: true },
];

describe('CSV header check', () => {
  it('matches columns in any case and lists the columns left as they are', () => {
    expect(checkHeader(['COUNTRY', 'storeid', 'staff'], columns, ['country', 'storeId'])).toEqual({
      errors: [],
      untouched: ['street'],
    });
  });

  it('names unknown and repeated columns and a missing key column', () => {
    expect(
      checkHeader(['country', 'Staff', 'staff', 'city'], columns, ['country', 'storeId']).errors,
    ).toEqual([
      'The column staff appears twice.',
      '“city” is not a column of this dataset.',
      'The key column storeId is missing.',
    ]);
  });
});
