import { cn } from '../../../lib/cn';

export type BadgeTone = 'pending' | 'completed' | 'failed' | 'unknown';

/** The service's (and the BFF's `submitting`) in-flight states all read as pending to a marketer. */
export function badgeTone(state: string): BadgeTone {
  switch (state) {
    case 'submitting':
    case 'accepted':
    case 'processing':
    case 'retrying':
      return 'pending';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    default:
      return 'unknown';
  }
}

const toneClass: Record<BadgeTone, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
  unknown: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** The tone's word first; the exact state follows when it says more (pending · retrying). */
export function StateBadge({ state }: { state: string }) {
  const tone = badgeTone(state);
  const label = tone === 'unknown' ? state : tone;
  return (
    <span
      className={cn(
        'inline-flex rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap',
        toneClass[tone],
      )}
    >
      {label}
      {tone === 'pending' && state !== 'pending' && <span className="font-normal">&nbsp;· {state}</span>}
    </span>
  );
}
