import { z } from 'zod';

/**
 * Timestamps callers send may carry an offset and a one-digit hour (the original API's own examples did:
 * `2015-06-10T9:00:00-0800`), so inputs are parsed leniently and normalized to UTC with milliseconds.
 */
const TIMESTAMP_INPUT =
  /^(\d{4}-\d{2}-\d{2})T(\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Parses an ISO 8601 timestamp with a zone (Z or an offset); undefined when it is not one. */
export function parseTimestamp(value: string): Date | undefined {
  const m = TIMESTAMP_INPUT.exec(value);
  if (!m) return undefined;
  const [, date, hour = '', minute, second = '00', fraction = '', zone = 'Z'] = m;
  const offset = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const iso = `${date}T${hour.padStart(2, '0')}:${minute}:${second}${fraction}${offset}`;
  const time = Date.parse(iso);
  if (Number.isNaN(time) || Number(hour) > 23) return undefined;
  return new Date(time);
}

const timestampMessage = 'must be an ISO 8601 timestamp with a zone, like 2026-06-10T10:00:00Z';

/** A timestamp in a request: any zone accepted, normalized to `2026-06-10T18:00:00.000Z`. */
export const InputTimestampSchema = z
  .string({ error: timestampMessage })
  .transform((v, ctx) => {
    const d = parseTimestamp(v);
    if (!d) {
      ctx.addIssue({ code: 'custom', message: timestampMessage });
      return z.NEVER;
    }
    return d.toISOString();
  })
  .meta({ format: 'date-time', example: '2026-06-10T10:00:00-08:00' });

const DURATION = /^P(?:(\d+)W|(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?)$/;

/** Milliseconds of an ISO 8601 duration in weeks, days, hours, minutes and seconds (no calendar units). */
export function parseDuration(value: string): number | undefined {
  const m = DURATION.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return undefined;
  const [, w, d, h, min, s] = m.map((x) => Number(x ?? 0));
  return ((((w ?? 0) * 7 + (d ?? 0)) * 24 + (h ?? 0)) * 60 + (min ?? 0)) * 60_000 + (s ?? 0) * 1000;
}

export interface Interval {
  start: string;
  end: string;
}

/** Parses `start/end`, `start/duration` or `duration/end`; undefined when malformed or empty. */
export function parseInterval(value: string): Interval | undefined {
  const parts = value.split('/');
  if (parts.length !== 2) return undefined;
  const [a = '', b = ''] = parts;
  const start = parseTimestamp(a);
  const end = parseTimestamp(b);
  let s: number | undefined;
  let e: number | undefined;
  if (start && end) [s, e] = [start.getTime(), end.getTime()];
  else if (start) {
    const span = parseDuration(b);
    if (span !== undefined) [s, e] = [start.getTime(), start.getTime() + span];
  } else if (end) {
    const span = parseDuration(a);
    if (span !== undefined) [s, e] = [end.getTime() - span, end.getTime()];
  }
  if (s === undefined || e === undefined || e <= s) return undefined;
  return { start: new Date(s).toISOString(), end: new Date(e).toISOString() };
}

const intervalMessage =
  'must be an ISO 8601 interval start/end with the end after the start, ' +
  'like 2026-06-01T00:00:00Z/2026-06-08T00:00:00Z (start/P7D and P7D/end also work)';

/** An ISO 8601 interval; parsed to its UTC start and end. */
export const IntervalSchema = z
  .string({ error: intervalMessage })
  .transform((v, ctx) => {
    const interval = parseInterval(v);
    if (!interval) {
      ctx.addIssue({ code: 'custom', message: intervalMessage });
      return z.NEVER;
    }
    return interval;
  })
  .meta({ example: '2026-06-01T00:00:00Z/2026-06-08T00:00:00Z' });
