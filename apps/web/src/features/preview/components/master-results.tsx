import type { MasterSummary } from '@mailroom/contract';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';

export function MasterResults({
  masters,
  total,
  offset,
  pageSize,
  onPick,
  onOffsetChange,
}: {
  masters: MasterSummary[];
  total: number;
  offset: number;
  pageSize: number;
  onPick: (id: string) => void;
  onOffsetChange: (offset: number) => void;
}) {
  return (
    <>
      <ul aria-label="Matching masters" className="divide-y divide-slate-100 dark:divide-slate-800">
        {masters.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              onClick={() => onPick(m.id)}
              className="w-full rounded px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-900"
            >
              <span className="block text-sm font-medium">{m.name}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                #{m.id} · {m.campaign || m.subscription} · {m.status}
                {m.archived && ' · archived'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <nav
          aria-label="Master results pages"
          className="mt-2 flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400"
        >
          <span aria-live="polite">
            {formatNumber(offset + 1)}–{formatNumber(offset + masters.length)} of {formatNumber(total)}
          </span>
          <span className="flex gap-1">
            <Button
              variant="secondary"
              size="sm"
              disabled={offset === 0}
              onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
            >
              Previous
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={offset + pageSize >= total}
              onClick={() => onOffsetChange(offset + pageSize)}
            >
              Next
            </Button>
          </span>
        </nav>
      )}
    </>
  );
}
