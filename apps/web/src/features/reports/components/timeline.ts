import type { MasterEventReport } from '@mailroom/contract';

const HOUR_MS = 3_600_000;

export interface TimelinePoint {
  /** Whole hours since the first hour of the timeline, which the service starts at the send. */
  sinceDelivery: number;
  hour: string;
  opens: number;
  clicks: number;
}

export interface TimelineSummary {
  points: TimelinePoint[];
  totalOpens: number;
  totalClicks: number;
  /** The busiest hour for opens (the earliest when tied), or null when nobody opened. */
  peakOpens: TimelinePoint | null;
}

/**
 * The hourly buckets as hours since delivery. Counted from the timestamps rather than the array index, so a
 * gap in the buckets (the service fills empty hours, but a client should not rely on it) keeps the x axis true.
 */
export function summarizeTimeline(timeline: MasterEventReport['timeline']): TimelineSummary {
  const sorted = [...timeline].sort((a, b) => Date.parse(a.hour) - Date.parse(b.hour));
  const start = sorted[0] ? Date.parse(sorted[0].hour) : 0;
  let totalOpens = 0;
  let totalClicks = 0;
  let peakOpens: TimelinePoint | null = null;
  const points = sorted.map((b) => {
    const point: TimelinePoint = {
      sinceDelivery: Math.round((Date.parse(b.hour) - start) / HOUR_MS),
      hour: b.hour,
      opens: b.opens,
      clicks: b.clicks,
    };
    totalOpens += b.opens;
    totalClicks += b.clicks;
    if (b.opens > 0 && (peakOpens === null || b.opens > peakOpens.opens)) peakOpens = point;
    return point;
  });
  return { points, totalOpens, totalClicks, peakOpens };
}

/** "5 h", "1 d 2 h", "3 d": short enough for an axis tick. */
export function formatSinceDelivery(hours: number): string {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

/**
 * How many hours from delivery hold `share` of all opens and clicks (at least `minHours`): a long period ends
 * in weeks of a thin tail, and drawn whole the first days, where engagement happens, shrink to a sliver.
 */
export function busyHours(points: TimelinePoint[], share = 0.99, minHours = 48): number {
  const last = points.at(-1);
  if (!last) return 0;
  const total = points.reduce((sum, p) => sum + p.opens + p.clicks, 0);
  let seen = 0;
  for (const p of points) {
    seen += p.opens + p.clicks;
    if (seen >= total * share) return Math.min(last.sinceDelivery, Math.max(minHours, p.sinceDelivery + 1));
  }
  return last.sinceDelivery;
}
