import { cn } from '../../../lib/cn';

export function HealthRow({ label, ok, detail }: { label: string; ok: boolean; detail: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
      <dt className="font-medium">{label}</dt>
      <dd className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={cn('inline-block size-2.5 rounded-full', ok ? 'bg-emerald-500' : 'bg-red-500')}
        />
        <span className={cn(!ok && 'text-red-700 dark:text-red-400')}>
          <span className="sr-only">{ok ? 'OK: ' : 'Problem: '}</span>
          {detail}
        </span>
      </dd>
    </div>
  );
}
