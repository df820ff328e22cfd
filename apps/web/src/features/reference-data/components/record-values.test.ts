import { describe, expect, it } from 'vitest';
import { readRecordForm, readValue, recordId, serverFieldError, type Column } from './record-values';

const columns: Column[] = [
  { name: 'country', type: 'String', length: 2, nullable: false },
  { name: 'storeId', type: 'String', length: 10, nullable: false },
  { name: 'name', type: 'String', length: 100, nullable: false },
  { name: 'staff', type: 'Number', nullable: true },
  { name: 'open', type: 'Boolean', nullable: true },
  { name: 'since', type: 'Date', nullable: true },
];
const key = ['country', 'storeId'];

describe('record values', () => {
  it('builds the id from the key values in alphabetical order of the key columns', () => {
    expect(recordId(['storeId', 'country'], { country: 'DE', storeId: '001', name: 'x' })).toBe('DE|001');
    expect(recordId(['store', 'day', 'aisle'], { aisle: 7, day: '2024-05-01', store: 'north' })).toBe(
      '7|2024-05-01|north',
    );
  });

  it('reads each column by its type and names every problem on its field', () => {
    const read = readRecordForm(columns, key, {
      country: 'DEU',
      storeId: '',
      name: 'Berlin',
      staff: '12x',
      open: 'maybe',
      since: '2024-02-31',
    });
    expect(read.errors).toEqual({
      country: 'At most 2 characters (this has 3).',
      storeId: 'Required: it is part of the key.',
      staff: 'Enter a number, like 42 or 3.5.',
      open: 'Choose true or false.',
      since: 'Enter a date like 2024-01-31, or a date-time like 2024-01-31T16:08:32Z.',
    });
  });

  it('turns valid text into the JSON types of the columns, empty optional fields into null', () => {
    const read = readRecordForm(columns, key, {
      country: 'DE',
      storeId: '001',
      name: 'Berlin',
      staff: ' 52 ',
      open: 'false',
      since: '',
    });
    expect(read.record).toEqual({
      country: 'DE',
      storeId: '001',
      name: 'Berlin',
      staff: 52,
      open: false,
      since: null,
    });
  });

  it('refuses an empty required column and a | in a key', () => {
    expect(readValue(columns[2]!, '', false)).toEqual({ error: 'Required.' });
    expect(readValue(columns[1]!, 'a|b', true)).toEqual({ error: 'A key value cannot contain |.' });
    expect(readValue(columns[5]!, '2024-01-31T16:08:32+02:00', false)).toEqual({
      value: '2024-01-31T16:08:32+02:00',
    });
  });

  it('puts a service message on the column it names', () => {
    expect(serverFieldError(columns, 'staff must be a number, not "x"')).toEqual({
      staff: 'staff must be a number, not "x"',
    });
    expect(serverFieldError(columns, 'dataset "stores" was not found')).toBeUndefined();
  });
});
