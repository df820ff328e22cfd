import type { AttributeDef } from '@mailroom/contract';
import { describe, expect, it } from 'vitest';
import { checkOverrides, toUserAttrs } from './overrides';

const defs: AttributeDef[] = [
  { attributeName: 'firstName', type: 'String', length: 5 },
  { attributeName: 'age', type: 'Number', min: 0, max: 120 },
];

describe('attribute overrides', () => {
  it('accepts known attributes and drops blank rows', () => {
    const r = checkOverrides(
      [
        { name: ' firstName ', value: 'Ada' },
        { name: '', value: '' },
        { name: 'age', value: '' },
      ],
      defs,
    );
    expect(r).toEqual({
      ok: true,
      overrides: [
        { name: 'firstName', value: 'Ada' },
        { name: 'age', value: '' },
      ],
    });
  });

  it('flags unknown names, repeats, words in numbers, out-of-range and over-long values at their row', () => {
    const r = checkOverrides(
      [
        { name: 'nickname', value: 'x' },
        { name: 'age', value: 'ten' },
        { name: 'age', value: '121' },
        { name: 'firstName', value: 'Adalbert' },
        { name: '', value: 'orphan' },
      ],
      defs,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]?.name).toBe('No attribute nickname in the profile schema.');
    expect(r.errors[1]?.value).toBe('age is a whole number.');
    expect(r.errors[2]?.name).toBe('age is overridden twice.');
    expect(r.errors[2]?.value).toBe('At most 120.');
    expect(r.errors[3]?.value).toBe('At most 5 characters.');
    expect(r.errors[4]?.name).toBe('Name the attribute.');
  });

  it('sends numbers as numbers and an empty value as null', () => {
    expect(
      toUserAttrs(
        [
          { name: 'age', value: '42' },
          { name: 'firstName', value: '' },
          { name: 'firstName', value: '7' },
        ],
        defs,
      ),
    ).toEqual([{ age: 42 }, { firstName: null }, { firstName: '7' }]);
  });
});
