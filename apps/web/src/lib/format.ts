const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat();

export const formatDateTime = (value: string | null | undefined): string =>
  value ? dateTime.format(new Date(value)) : '—';

export const formatNumber = (value: number): string => number.format(value);

/** "1 member", "1,204 members". */
export const countOf = (value: number, singular: string, plural = `${singular}s`): string =>
  `${number.format(value)} ${value === 1 ? singular : plural}`;
