import { cn } from '../../lib/cn';

export interface ProgressBarProps {
  label: string;
  /** Omitted while the amount of work is not known yet: the bar shows activity without a value. */
  value?: number | undefined;
  max?: number;
  /** What the numbers mean, e.g. "1,200 of 5,000 rows"; read out with the value. */
  valueText?: string;
  className?: string;
}

export function ProgressBar({ label, value, max = 100, valueText, className }: ProgressBarProps) {
  const known = value !== undefined && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={className}>
      <div className="mb-1 flex justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        {valueText && <span className="text-slate-600 tabular-nums dark:text-slate-400">{valueText}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? value : undefined}
        aria-valuetext={valueText}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cn(
            'h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400',
            !known && 'w-1/3 animate-pulse',
          )}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
