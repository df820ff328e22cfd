import { NO_STOP, weekDays, type MasterSchedule, type PutScheduleBody } from '@mailroom/contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The stored form of a schedule is its wire form: UTC with milliseconds, the sentinel stop when open-ended. */
export function toStoredSchedule(body: PutScheduleBody): MasterSchedule {
  switch (body.frequency) {
    case 'once':
      return { frequency: 'once', start: body.start, ...optional('preCompileStart', body.preCompileStart) };
    case 'hourly':
      return { frequency: 'hourly', start: body.start, stop: body.stop ?? NO_STOP, interval: body.interval };
    case 'daily':
      return { frequency: 'daily', start: body.start, stop: body.stop ?? NO_STOP };
    case 'weekly':
      return { frequency: 'weekly', start: body.start, stop: body.stop ?? NO_STOP, weekDay: body.weekDay };
    case 'monthly':
      return {
        frequency: 'monthly',
        start: body.start,
        stop: body.stop ?? NO_STOP,
        monthDate: body.monthDate,
      };
  }
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>);
}

/** The first occurrence of a fixed-step series start + k*step (k >= 0) strictly after `after`. */
function stepAfter(start: number, step: number, after: number): number {
  if (after < start) return start;
  return start + (Math.floor((after - start) / step) + 1) * step;
}

/** The delivery of the month (year, month), on monthDate or the month's last day, at start's time of day. */
function monthly(year: number, month: number, monthDate: number, timeOfDay: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(monthDate, lastDay)) + timeOfDay;
}

/** Every month has one delivery, so the one after `after` is in its month or the next (Date.UTC rolls over). */
function firstMonthlyAfter(s: MasterSchedule, start: number, after: number): number {
  const from = new Date(Math.max(start, after));
  const timeOfDay = start % DAY;
  for (let m = from.getUTCMonth(); m <= from.getUTCMonth() + 1; m++) {
    const year = from.getUTCFullYear() + Math.floor(m / 12);
    const t = monthly(year, m % 12, s.monthDate ?? 1, timeOfDay);
    if (t >= start && t > after) return t;
  }
  return Number.NaN;
}

function firstWeekly(s: MasterSchedule, start: number): number {
  const wanted = weekDays.indexOf(s.weekDay ?? 'sunday');
  const shift = (wanted - new Date(start).getUTCDay() + 7) % 7;
  return start + shift * DAY;
}

/**
 * The first delivery of `schedule` strictly after `after`, or null when there is none (a once schedule
 * already past, or a stop reached). All arithmetic is in UTC: a daily master delivers at the start's UTC time
 * of day; a monthly one on monthDate, or on the last day of a shorter month.
 */
export function nextDelivery(schedule: MasterSchedule, after: Date): Date | null {
  const start = Date.parse(schedule.start);
  const at = after.getTime();
  if (schedule.frequency === 'once') return start > at ? new Date(start) : null;
  let next: number;
  switch (schedule.frequency) {
    case 'hourly':
      next = stepAfter(start, (schedule.interval ?? 1) * HOUR, at);
      break;
    case 'daily':
      next = stepAfter(start, DAY, at);
      break;
    case 'weekly':
      next = stepAfter(firstWeekly(schedule, start), 7 * DAY, at);
      break;
    case 'monthly':
      next = firstMonthlyAfter(schedule, start, at);
      break;
  }
  const stop = Date.parse(schedule.stop ?? NO_STOP);
  return Number.isNaN(next) || next > stop ? null : new Date(next);
}
