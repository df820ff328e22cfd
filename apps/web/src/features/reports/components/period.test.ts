import { describe, expect, it } from 'vitest';
import { formatPeriod, toPeriod } from './period';

describe('toPeriod', () => {
  it('passes a preset duration through', () => {
    expect(toPeriod({ preset: 'P3D' })).toEqual({ period: 'P3D' });
  });

  it('turns a day range into an interval from the first midnight to the midnight after the last day', () => {
    const result = toPeriod({ from: '2026-06-01', to: '2026-06-07' });
    expect(result).toEqual({
      period: `${new Date(2026, 5, 1).toISOString()}/${new Date(2026, 5, 8).toISOString()}`,
    });
  });

  it('covers one whole day when both ends are the same day', () => {
    const result = toPeriod({ from: '2026-06-01', to: '2026-06-01' });
    if (!('period' in result)) throw new Error(result.error);
    const [start, end] = result.period.split('/');
    expect(Date.parse(end ?? '') - Date.parse(start ?? '')).toBe(
      new Date(2026, 5, 2).getTime() - new Date(2026, 5, 1).getTime(),
    );
  });

  it('names a missing or reversed day', () => {
    expect(toPeriod({ from: '', to: '2026-06-01' })).toEqual({
      error: 'Enter the first day of the period.',
      field: 'from',
    });
    expect(toPeriod({ from: '2026-06-01', to: '' })).toEqual({
      error: 'Enter the last day of the period.',
      field: 'to',
    });
    expect(toPeriod({ from: '2026-06-02', to: '2026-06-01' })).toEqual({
      error: 'The last day must not be before the first day.',
      field: 'to',
    });
  });
});

describe('formatPeriod', () => {
  it('shows both ends, or the raw text when it is not an interval', () => {
    expect(formatPeriod('2026-06-01T00:00:00Z/2026-06-08T00:00:00Z')).toContain('–');
    expect(formatPeriod('P7D')).toBe('P7D');
  });
});
