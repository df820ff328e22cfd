import { describe, expect, it } from 'vitest';
import { sampleCsv } from './csv-sample';

const csv = (text: string) => new File([text], 'sample.csv', { type: 'text/csv' });

describe('sampleCsv', () => {
  it('keeps the first records and counts every non-blank one', async () => {
    const text = ['id,name', ...Array.from({ length: 20 }, (_, i) => `${i},n${i}`), '', ''].join('\n');
    const sample = await sampleCsv(csv(text), 3);
    expect(sample.rows).toEqual([
      ['id', 'name'],
      ['0', 'n0'],
      ['1', 'n1'],
    ]);
    expect(sample.records).toBe(21);
    expect(sample.quoteError).toBeUndefined();
  });

  it('names a quoting error for the caller to word', async () => {
    const sample = await sampleCsv(csv('id,name\n1,"unterminated\n2,b\n'), 5);
    expect(sample.quoteError).toEqual(expect.any(String));
  });

  it('reads an empty file as no records', async () => {
    expect(await sampleCsv(csv(''), 5)).toMatchObject({ rows: [], records: 0 });
  });
});
