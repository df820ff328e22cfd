import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { detectColumn, needsRewrite, rewriteCsv, serverChoice } from './csv-columns';

const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: false }).data;

describe('CSV id column', () => {
  it('follows the BFF: an id header wins over email, any case, and no header means the first column', () => {
    expect(serverChoice(['Email', ' ID ', 'name'])).toEqual({ hasHeader: true, column: 1 });
    expect(serverChoice(['name', 'EMAIL'])).toEqual({ hasHeader: true, column: 1 });
    expect(serverChoice(['a@b.co', 'Ann'])).toEqual({ hasHeader: false, column: 0 });
  });

  it('is certain when the header names the column, and guesses (ambiguous) from e-mail-like cells otherwise', () => {
    expect(detectColumn([['id'], ['1']])).toEqual({ hasHeader: true, column: 0, ambiguous: false });
    expect(detectColumn([['42'], ['43']])).toEqual({ hasHeader: false, column: 0, ambiguous: false });
    expect(
      detectColumn([
        ['name', 'address'],
        ['Ann', 'ann@x.co'],
        ['Bob', 'bob@x.co'],
      ]),
    ).toEqual({ hasHeader: true, column: 1, ambiguous: true });
    expect(
      detectColumn([
        ['Ann', 'ann@x.co'],
        ['Bob', 'bob@x.co'],
      ]),
    ).toEqual({ hasHeader: false, column: 1, ambiguous: true });
  });

  it('rewrites only when the choice differs from what the BFF would read', () => {
    expect(needsRewrite(['email', 'name'], { hasHeader: true, column: 0 })).toBe(false);
    expect(needsRewrite(['email', 'name'], { hasHeader: true, column: 1 })).toBe(true);
    expect(needsRewrite(['a', 'b'], { hasHeader: true, column: 0 })).toBe(true);
    expect(needsRewrite(['a', 'b'], { hasHeader: false, column: 0 })).toBe(false);
  });

  it('keeps every record on its original line, reports empty ids, and quotes what needs it', () => {
    const text = 'name,address\nAnn,ann@x.co\n\n"Bob\nBrown",bob@x.co\nEve,\n"Q,uote","a,b@x.co"\n';
    const out = rewriteCsv(parse(text), { hasHeader: true, column: 1 });
    const lines = out.split('\n');
    expect(lines.slice(0, 8)).toEqual(['id', 'ann@x.co', '', 'bob@x.co', '', ',', '"a,b@x.co"', '']);
    // Line 4 of the file starts Bob's record and line 6 Eve's empty id: the same lines in the copy.
    expect(lines[3]).toBe('bob@x.co');
    expect(lines[5]).toBe(',');
  });
});
