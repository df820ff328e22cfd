export const periodPresets = [
  { value: 'P1D', label: 'Last 24 hours' },
  { value: 'P3D', label: 'Last 3 days' },
  { value: 'P7D', label: 'Last 7 days' },
  { value: 'P14D', label: 'Last 14 days' },
  { value: 'P30D', label: 'Last 30 days' },
  { value: 'P60D', label: 'Last 60 days' },
] as const;

export const DEFAULT_PERIOD = 'P7D';

export type PeriodChoice = { preset: string } | { from: string; to: string };

/** Parses a date input's `YYYY-MM-DD` as local midnight, or undefined for anything else. */
function localDay(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/**
 * The service's `period`: a preset is a duration counted back from the request; a custom range covers whole
 * local days, `to` included (the service's end is exclusive, hence the next midnight).
 */
export function toPeriod(choice: PeriodChoice): { period: string } | { error: string; field: 'from' | 'to' } {
  if ('preset' in choice) return { period: choice.preset };
  const from = localDay(choice.from);
  const to = localDay(choice.to);
  if (!from) return { error: 'Enter the first day of the period.', field: 'from' };
  if (!to) return { error: 'Enter the last day of the period.', field: 'to' };
  if (to < from) return { error: 'The last day must not be before the first day.', field: 'to' };
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { period: `${from.toISOString()}/${end.toISOString()}` };
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The report's echoed `start/end` for people: "Jun 1, 2026, 00:00 – Jun 8, 2026, 00:00". */
export function formatPeriod(period: string): string {
  const [start, end] = period.split('/');
  const a = Date.parse(start ?? '');
  const b = Date.parse(end ?? '');
  if (Number.isNaN(a) || Number.isNaN(b)) return period;
  return `${dayFormat.format(a)} – ${dayFormat.format(b)}`;
}
