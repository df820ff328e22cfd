import { describe, expect, it } from 'vitest';
import { busyHours, formatSinceDelivery, summarizeTimeline } from './timeline';

describe('summarizeTimeline', () => {
  it('counts hours since the first bucket, sums the series and finds the busiest open hour', () => {
    const summary = summarizeTimeline([
      { hour: '2026-06-01T10:00:00Z', opens: 0, clicks: 0 },
      { hour: '2026-06-01T11:00:00Z', opens: 5, clicks: 1 },
      { hour: '2026-06-01T12:00:00Z', opens: 9, clicks: 4 },
      { hour: '2026-06-01T13:00:00Z', opens: 9, clicks: 2 },
    ]);
    expect(summary.points.map((p) => p.sinceDelivery)).toEqual([0, 1, 2, 3]);
    expect(summary.totalOpens).toBe(23);
    expect(summary.totalClicks).toBe(7);
    // Tied peaks: the earlier hour wins.
    expect(summary.peakOpens?.hour).toBe('2026-06-01T12:00:00Z');
  });

  it('keeps the x axis true over a gap and out-of-order buckets', () => {
    const summary = summarizeTimeline([
      { hour: '2026-06-02T10:00:00Z', opens: 1, clicks: 0 },
      { hour: '2026-06-01T10:00:00Z', opens: 2, clicks: 1 },
    ]);
    expect(summary.points.map((p) => [p.sinceDelivery, p.opens])).toEqual([
      [0, 2],
      [24, 1],
    ]);
  });

  it('is empty, with no peak, for a report without engagement', () => {
    expect(summarizeTimeline([])).toEqual({ points: [], totalOpens: 0, totalClicks: 0, peakOpens: null });
    expect(summarizeTimeline([{ hour: '2026-06-01T10:00:00Z', opens: 0, clicks: 0 }]).peakOpens).toBeNull();
  });
});

describe('formatSinceDelivery', () => {
  it('uses hours under a day, then days and hours', () => {
    expect(formatSinceDelivery(0)).toBe('0 h');
    expect(formatSinceDelivery(23)).toBe('23 h');
    expect(formatSinceDelivery(24)).toBe('1 d');
    expect(formatSinceDelivery(50)).toBe('2 d 2 h');
  });
});

describe('busyHours', () => {
  const hours = (values: number[]) =>
    summarizeTimeline(
      values.map((opens, i) => ({ hour: new Date(Date.UTC(2026, 5, 1, i)).toISOString(), opens, clicks: 0 })),
    ).points;

  it('ends where the share of events is reached, never before the minimum', () => {
    const points = hours([50, 30, 15, 4, ...Array<number>(200).fill(0), 1]);
    expect(busyHours(points, 0.99, 2)).toBe(4);
    expect(busyHours(points, 0.99, 48)).toBe(48);
    expect(busyHours(points, 1, 2)).toBe(204);
  });

  it('never goes past the last hour, and is zero without points', () => {
    expect(busyHours(hours([1, 1, 1]), 0.99, 48)).toBe(2);
    expect(busyHours([])).toBe(0);
  });
});
