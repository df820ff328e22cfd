import type { MasterStats } from '@mailroom/contract';
import { formatNumber } from '../../../lib/format';
import { useMasterStats } from '../api/get-master-stats';

/** "12.5%" of the delivered (or, before delivery reports, the sent) messages; "—" when nothing went out. */
export function rateOf(part: number, stats: Pick<MasterStats, 'sent' | 'delivered'>): string {
  const base = stats.delivered || stats.sent;
  if (base === 0) return '—';
  return `${((100 * part) / base).toFixed(1)}%`;
}

function Kpi({ label, value, rate }: { label: string; value: number; rate?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium tabular-nums">
        {formatNumber(value)}
        {rate && <span className="ml-1 text-xs font-normal text-slate-500 dark:text-slate-400">{rate}</span>}
      </dd>
    </div>
  );
}

export function MasterKpis({ id }: { id: string }) {
  const stats = useMasterStats(id);
  if (stats.isPending) return <p className="text-xs text-slate-500 dark:text-slate-400">Counting…</p>;
  if (stats.isError) return <p className="text-xs text-slate-500 dark:text-slate-400">Totals unavailable</p>;
  const s = stats.data;
  if (s.sent === 0) return <p className="text-xs text-slate-500 dark:text-slate-400">Not sent yet</p>;
  return (
    <dl className="grid grid-cols-3 gap-3 text-sm" aria-label="Lifetime totals">
      <Kpi label="Sent" value={s.sent} />
      <Kpi label="Opens" value={s.opens} rate={rateOf(s.opens, s)} />
      <Kpi label="Clicks" value={s.clicks} rate={rateOf(s.clicks, s)} />
    </dl>
  );
}
