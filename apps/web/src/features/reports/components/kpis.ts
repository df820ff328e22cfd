import type { MasterEventReport } from '@mailroom/contract';

export type KpiFormat = 'count' | 'rate';

export interface Kpi {
  id: string;
  label: string;
  value: number | null;
  format: KpiFormat;
  /** What the number is measured against, so a reader knows which rate convention this console uses. */
  hint?: string;
}

/** A share, or null when there is nothing to divide by (a report of a master that was never sent). */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/**
 * The report's totals and the rates a marketer compares campaigns by. Open and click rates count people, not
 * events (unique opens/clicks over deliveries), the way mature consoles report them; repeated opens stay
 * visible as their own totals.
 */
export function reportKpis(counts: MasterEventReport['counts']): Kpi[] {
  const { sent, delivered, opens, clicks, bounces, unsubscribes, uniqueOpenCount, uniqueClickCount } = counts;
  return [
    { id: 'sent', label: 'Sent', value: sent, format: 'count' },
    { id: 'delivered', label: 'Delivered', value: delivered, format: 'count' },
    {
      id: 'delivery-rate',
      label: 'Delivery rate',
      value: ratio(delivered, sent),
      format: 'rate',
      hint: 'of sent',
    },
    { id: 'opens', label: 'Opens', value: opens, format: 'count', hint: 'repeats included' },
    { id: 'unique-opens', label: 'Unique opens', value: uniqueOpenCount, format: 'count' },
    {
      id: 'open-rate',
      label: 'Open rate',
      value: ratio(uniqueOpenCount, delivered),
      format: 'rate',
      hint: 'unique opens / delivered',
    },
    { id: 'clicks', label: 'Clicks', value: clicks, format: 'count', hint: 'repeats included' },
    { id: 'unique-clicks', label: 'Unique clicks', value: uniqueClickCount, format: 'count' },
    {
      id: 'click-rate',
      label: 'Click rate',
      value: ratio(uniqueClickCount, delivered),
      format: 'rate',
      hint: 'unique clicks / delivered',
    },
    {
      id: 'click-to-open',
      label: 'Click-to-open',
      value: ratio(uniqueClickCount, uniqueOpenCount),
      format: 'rate',
      hint: 'unique clicks / unique opens',
    },
    { id: 'bounces', label: 'Bounces', value: bounces, format: 'count' },
    { id: 'bounce-rate', label: 'Bounce rate', value: ratio(bounces, sent), format: 'rate', hint: 'of sent' },
    { id: 'unsubscribes', label: 'Unsubscribes', value: unsubscribes, format: 'count' },
    {
      id: 'unsubscribe-rate',
      label: 'Unsubscribe rate',
      value: ratio(unsubscribes, delivered),
      format: 'rate',
      hint: 'of delivered',
    },
  ];
}

const countFormat = new Intl.NumberFormat();
const rateFormat = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function formatKpi(kpi: Pick<Kpi, 'value' | 'format'>): string {
  if (kpi.value === null) return '—';
  return kpi.format === 'rate' ? rateFormat.format(kpi.value) : countFormat.format(kpi.value);
}
