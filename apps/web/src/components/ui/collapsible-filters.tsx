import { useState, type ReactNode } from 'react';
import { useMediaQuery } from '../../hooks/use-media-query';

/**
 * Filters open on wide screens; on a phone they fold under a "Filters" summary so the results come first, and the
 * summary says how many are active so a filtered list is never mistaken for the whole.
 */
export function CollapsibleFilters({ active, children }: { active: number; children: ReactNode }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const [open, setOpen] = useState<boolean>();
  return (
    <details
      open={open ?? wide}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="mb-6 rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium select-none">
        Filters
        {active > 0 && <span className="ml-1 text-indigo-700 dark:text-indigo-300">({active} active)</span>}
      </summary>
      <div className="border-t border-slate-200 p-4 dark:border-slate-800">{children}</div>
    </details>
  );
}
