import { describe, expect, it } from 'vitest';
import { rateOf } from './master-kpis';

describe('rateOf', () => {
  it('divides by the delivered messages when there are delivery reports', () => {
    expect(rateOf(25, { sent: 400, delivered: 200 })).toBe('12.5%');
  });
  it('falls back to the sent messages, and says nothing when none went out', () => {
    expect(rateOf(10, { sent: 40, delivered: 0 })).toBe('25.0%');
    expect(rateOf(0, { sent: 0, delivered: 0 })).toBe('—');
  });
});
