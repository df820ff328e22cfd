import type { MasterEventReport } from '@mailroom/contract';
import { formatKpi, reportKpis } from './kpis';

export function KpiCards({ counts }: { counts: MasterEventReport['counts'] }) {
  return (
    <section aria-labelledby="kpi-heading">
      <h2 id="kpi-heading" className="sr-only">
        Key figures
      </h2>
      <ul aria-labelledby="kpi-heading" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {reportKpis(counts).map((kpi) => (
          <li
            key={kpi.id}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{kpi.label}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums">{formatKpi(kpi)}</p>
            {kpi.hint && <p className="text-xs text-slate-500 dark:text-slate-400">{kpi.hint}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
