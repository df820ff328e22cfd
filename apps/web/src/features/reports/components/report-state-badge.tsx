import { cn } from '../../../lib/cn';
import { reportTone, type ReportTone } from './report-state';

const toneClass: Record<ReportTone, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  ready: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  unknown: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function ReportStateBadge({ state }: { state: string }) {
  const tone = reportTone(state);
  return (
    <span
      className={cn(
        'inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        toneClass[tone],
      )}
    >
      {tone === 'unknown' ? state : tone}
      {tone === 'pending' && <span className="font-normal">&nbsp;· {state}</span>}
    </span>
  );
}
