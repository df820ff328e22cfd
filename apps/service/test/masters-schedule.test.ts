import type { MasterSchedule } from '@mailroom/contract';
import { describe, expect, it } from 'vitest';
import { nextDelivery } from '../src/masters/schedule';

const at = (iso: string) => new Date(iso);
const next = (s: MasterSchedule, after: string) => nextDelivery(s, at(after))?.toISOString() ?? null;
const NO_STOP = '4000-01-01T00:00:00.000Z';

describe('nextDelivery', () => {
  it('once: the start while it is ahead, then never', () => {
    const s: MasterSchedule = { frequency: 'once', start: '2030-06-10T18:00:00.000Z' };
    expect(next(s, '2030-01-01T00:00:00Z')).toBe('2030-06-10T18:00:00.000Z');
    expect(next(s, '2030-06-10T18:00:00Z')).toBeNull();
  });

  it('hourly: every interval hours from the start, strictly after, up to the stop', () => {
    const s: MasterSchedule = {
      frequency: 'hourly',
      interval: 3,
      start: '2030-06-01T10:00:00.000Z',
      stop: '2030-06-01T19:00:00.000Z',
    };
    expect(next(s, '2030-05-01T00:00:00Z')).toBe('2030-06-01T10:00:00.000Z');
    expect(next(s, '2030-06-01T10:00:00Z')).toBe('2030-06-01T13:00:00.000Z');
    expect(next(s, '2030-06-01T14:59:59Z')).toBe('2030-06-01T16:00:00.000Z');
    expect(next(s, '2030-06-01T16:00:00Z')).toBe('2030-06-01T19:00:00.000Z');
    expect(next(s, '2030-06-01T19:00:00Z')).toBeNull();
  });

  it('daily: at the start time of day', () => {
    const s: MasterSchedule = { frequency: 'daily', start: '2030-06-01T06:30:00.000Z', stop: NO_STOP };
    expect(next(s, '2030-06-01T06:30:00Z')).toBe('2030-06-02T06:30:00.000Z');
    expect(next(s, '2030-12-31T23:00:00Z')).toBe('2031-01-01T06:30:00.000Z');
  });

  it('weekly: the first weekDay at or after the start, then every 7 days', () => {
    // 2030-06-05 is a Wednesday.
    const s: MasterSchedule = {
      frequency: 'weekly',
      weekDay: 'monday',
      start: '2030-06-05T08:00:00.000Z',
      stop: '2030-06-30T00:00:00.000Z',
    };
    expect(next(s, '2030-01-01T00:00:00Z')).toBe('2030-06-10T08:00:00.000Z');
    expect(next(s, '2030-06-10T08:00:00Z')).toBe('2030-06-17T08:00:00.000Z');
    expect(next(s, '2030-06-24T08:00:00Z')).toBeNull();
    const wed: MasterSchedule = { ...s, weekDay: 'wednesday' };
    expect(next(wed, '2030-01-01T00:00:00Z')).toBe('2030-06-05T08:00:00.000Z');
  });

  it('monthly: on monthDate, on the last day of shorter months, across years and leap years', () => {
    const s: MasterSchedule = {
      frequency: 'monthly',
      monthDate: 31,
      start: '2031-12-15T09:00:00.000Z',
      stop: NO_STOP,
    };
    expect(next(s, '2031-01-01T00:00:00Z')).toBe('2031-12-31T09:00:00.000Z');
    expect(next(s, '2031-12-31T09:00:00Z')).toBe('2032-01-31T09:00:00.000Z');
    expect(next(s, '2032-01-31T09:00:00Z')).toBe('2032-02-29T09:00:00.000Z');
    expect(next(s, '2032-02-29T09:00:00Z')).toBe('2032-03-31T09:00:00.000Z');
    expect(next(s, '2032-04-01T00:00:00Z')).toBe('2032-04-30T09:00:00.000Z');
    const first: MasterSchedule = { ...s, monthDate: 1, stop: '2032-03-01T09:00:00.000Z' };
    expect(next(first, '2031-12-20T00:00:00Z')).toBe('2032-01-01T09:00:00.000Z');
    expect(next(first, '2032-02-01T09:00:00Z')).toBe('2032-03-01T09:00:00.000Z');
    expect(next(first, '2032-03-01T09:00:00Z')).toBeNull();
  });
});
