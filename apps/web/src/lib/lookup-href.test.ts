import { describe, expect, it } from 'vitest';
import { lookupHref } from './lookup-href';

describe('home quick look-up', () => {
  it('sends an e-mail address to the e-mail look-up and anything else to the id look-up', () => {
    expect(lookupHref('  jane@example.com ')).toBe('/subscribers?email=jane%40example.com');
    expect(lookupHref('12345')).toBe('/subscribers?id=12345');
    expect(lookupHref('   ')).toBeNull();
  });
});
