import type { TicketEvent } from '@mailroom/contract';
import { EmptyState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { StateBadge } from './state-badge';

export function TicketTimeline({ events }: { events: TicketEvent[] }) {
  if (events.length === 0)
    return <EmptyState title="No events yet">The service has not reported on this request yet.</EmptyState>;
  return (
    <ol aria-label="Events" className="space-y-3 border-l border-slate-200 pl-4 dark:border-slate-700">
      {events.map((e, i) => (
        <li key={`${e.time}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-slate-400 dark:bg-slate-500"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <StateBadge state={e.state} />
            <time dateTime={e.time} className="text-slate-500 dark:text-slate-400">
              {formatDateTime(e.time)}
            </time>
          </div>
          {e.message && <p className="mt-1 text-sm">{e.message}</p>}
        </li>
      ))}
    </ol>
  );
}
