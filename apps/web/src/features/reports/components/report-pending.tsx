import type { Ticket } from '@mailroom/contract';
import { formatDateTime } from '../../../lib/format';
import { reportStep } from './report-state';

const steps = ['Requested', 'Queued', 'Computing', 'Ready'];

/**
 * The service gives no percentage for a report, so the bar moves through the ticket's states and pulses while
 * it waits; the ticket's own latest message says what is happening.
 */
export function ReportPending({ ticket }: { ticket: Ticket }) {
  const step = reportStep(ticket.state);
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/60">
      <p className="font-medium text-amber-950 dark:text-amber-100">
        Computing the report. It opens here by itself when it is ready; you can leave this page meanwhile.
      </p>
      <div
        role="progressbar"
        aria-label="Report progress"
        aria-valuemin={0}
        aria-valuemax={steps.length - 1}
        aria-valuenow={step}
        aria-valuetext={steps[step]}
        className="h-2 overflow-hidden rounded-full bg-amber-200 dark:bg-amber-900"
      >
        <div
          className="h-full animate-pulse rounded-full bg-amber-600 transition-[width] dark:bg-amber-400"
          style={{ width: `${Math.max(10, (step / (steps.length - 1)) * 100)}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {steps.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className={
              i <= step
                ? 'font-medium text-amber-950 dark:text-amber-100'
                : 'text-slate-600 dark:text-slate-400'
            }
          >
            {i < step ? '✓ ' : ''}
            {label}
          </li>
        ))}
      </ol>
      <p className="text-xs text-amber-900 dark:text-amber-200">
        {ticket.message} · last change {formatDateTime(ticket.lastUpdate)}
      </p>
    </div>
  );
}
