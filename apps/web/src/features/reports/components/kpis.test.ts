import { describe, expect, it } from 'vitest';
import { formatKpi, ratio, reportKpis } from './kpis';

const counts = {
  sent: 1000,
  delivered: 980,
  opens: 700,
  clicks: 150,
  bounces: 20,
  unsubscribes: 7,
  uniqueOpens: false,
  uniqueClicks: false,
  uniqueOpenCount: 490,
  uniqueClickCount: 98,
};

const byId = (list: ReturnType<typeof reportKpis>) => Object.fromEntries(list.map((k) => [k.id, k.value]));

describe('reportKpis', () => {
  it('keeps the totals and computes rates from unique people over deliveries', () => {
    const kpis = byId(reportKpis(counts));
    expect(kpis).toMatchObject({
      sent: 1000,
      delivered: 980,
      opens: 700,
      'unique-opens': 490,
      clicks: 150,
      'unique-clicks': 98,
      bounces: 20,
      unsubscribes: 7,
    });
    expect(kpis['delivery-rate']).toBeCloseTo(0.98);
    expect(kpis['open-rate']).toBeCloseTo(0.5);
    expect(kpis['click-rate']).toBeCloseTo(0.1);
    expect(kpis['click-to-open']).toBeCloseTo(0.2);
    expect(kpis['bounce-rate']).toBeCloseTo(0.02);
    expect(kpis['unsubscribe-rate']).toBeCloseTo(7 / 980);
  });

  it('gives no rate, rather than NaN or Infinity, for a master that reached nobody', () => {
    const zero = { ...counts, sent: 0, delivered: 0, opens: 0, clicks: 0, bounces: 0, unsubscribes: 0 };
    const kpis = reportKpis({ ...zero, uniqueOpenCount: 0, uniqueClickCount: 0 });
    const rates = kpis.filter((k) => k.format === 'rate');
    expect(rates.length).toBeGreaterThan(0);
    for (const k of rates) expect(k.value).toBeNull();
    for (const k of kpis.filter((x) => x.format === 'count')) expect(k.value).toBe(0);
  });
});

describe('ratio and formatKpi', () => {
  it('divides only by a positive whole', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(3, 0)).toBeNull();
  });

  it('formats counts with grouping, rates as a percent with one decimal, and a missing rate as a dash', () => {
    expect(formatKpi({ value: 12345, format: 'count' })).toBe(new Intl.NumberFormat().format(12345));
    expect(formatKpi({ value: 0.5, format: 'rate' })).toMatch(/50[.,]0\s?%/);
    expect(formatKpi({ value: null, format: 'rate' })).toBe('—');
  });
});
