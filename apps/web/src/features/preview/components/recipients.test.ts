import { describe, expect, it } from 'vitest';
import { parseRecipients } from './recipients';

describe('test-send recipients', () => {
  it('splits on lines, commas and semicolons, lower-cases and drops repeats', () => {
    const r = parseRecipients('Ann@Example.com, bob@example.com\n<carl@example.com>; ann@example.com');
    expect(r.valid).toEqual(['ann@example.com', 'bob@example.com', 'carl@example.com']);
    expect(r.lowered).toBe(1);
    expect(r.problem).toBeNull();
  });

  it('names the entries that are not addresses and refuses to send them', () => {
    const r = parseRecipients('ok@example.com, nope, also@bad@');
    expect(r.invalid).toEqual(['nope', 'also@bad@']);
    expect(r.problem).toMatch(/2 entries are not an e-mail address/);
  });

  it('refuses more than 300 addresses, saying how many to remove', () => {
    const many = Array.from({ length: 302 }, (_, i) => `u${i}@example.com`).join('\n');
    expect(parseRecipients(many).problem).toBe(
      'A test goes to at most 300 addresses; this list has 302. Remove 2.',
    );
    const exactly = Array.from({ length: 300 }, (_, i) => `u${i}@example.com`).join(',');
    expect(parseRecipients(exactly).problem).toBeNull();
  });

  it('asks for at least one address', () => {
    expect(parseRecipients('  \n ,').problem).toBe('Enter at least one e-mail address.');
  });
});
