import type { MasterState } from '@mailroom/contract';
import { cn } from '../../../lib/cn';

const tones: Record<MasterState, string> = {
  disabled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  enabled: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  delivered: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  halted: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  paused: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  deleted: 'bg-slate-300 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300',
};

export function StatusBadge({ status, archived = false }: { status: MasterState; archived?: boolean }) {
  return (
    <span className="inline-flex gap-1">
      <span className={cn('rounded px-1.5 py-0.5 text-xs font-medium', tones[status])}>{status}</span>
      {archived && (
        <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
          archived
        </span>
      )}
    </span>
  );
}
