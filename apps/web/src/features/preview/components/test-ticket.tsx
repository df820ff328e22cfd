import { isTrackedFinal } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { countOf, formatDateTime } from '../../../lib/format';
import { useTestTicket } from '../api/get-test-ticket';

export interface SentTest {
  serviceTicketId: string;
  masterName: string;
  count: number;
  at: string;
}

const tone = (state: string) =>
  state === 'completed'
    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
    : state === 'failed'
      ? 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100'
      : 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100';

/** One test send as the BFF tracks it; its state follows the ticket events the app shell listens to. */
export function TestTicket({ sent }: { sent: SentTest }) {
  const ticket = useTestTicket(sent.serviceTicketId);
  const t = ticket.data;
  const state = t?.state ?? 'submitting';
  const final = isTrackedFinal(state);
  return (
    <li className="space-y-1 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">
          {sent.masterName} to {countOf(sent.count, 'address', 'addresses')}
        </span>
        <span
          role="status"
          aria-label={`Test send ${final ? state : 'pending'}`}
          className={cn('rounded px-1.5 py-0.5 text-xs font-medium', tone(state))}
        >
          {final ? state : `pending · ${state}`}
        </span>
      </p>
      {!final && <progress aria-label="Test send in progress" className="h-1.5 w-full accent-indigo-600" />}
      <p className="text-xs break-words text-slate-600 dark:text-slate-400">
        {formatDateTime(sent.at)}
        {t?.message && ` · ${t.message}`}
        {ticket.isError && ' · could not read its state'}
        {t && (
          <>
            {' · '}
            <Link
              to={paths.activityTicket.getHref(t.id)}
              className="text-indigo-700 underline dark:text-indigo-300"
            >
              Open in Activity
            </Link>
          </>
        )}
      </p>
    </li>
  );
}
