import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { usePendingTickets } from '../api/get-pending-tickets';
import { HomeCard } from './home-card';

export function PendingTickets() {
  const pending = usePendingTickets(5);
  return (
    <HomeCard
      title="Your pending requests"
      more={{ to: `${paths.activity}?mine=true`, label: 'All your activity' }}
    >
      {pending.isPending ? (
        <Spinner label="Loading pending requests…" />
      ) : pending.isError ? (
        <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
      ) : pending.data.tickets.length === 0 ? (
        <EmptyState title="Nothing pending">
          Reports, imports and test sends you request show here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {pending.data.tickets.map((t) => (
            <li key={t.id} className="py-2">
              <Link
                to={paths.activityTicket.getHref(t.id)}
                className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {t.summary || t.kind}
              </Link>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                <span className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                  {t.state}
                </span>{' '}
                since {formatDateTime(t.createdAt)}
                {t.message && ` · ${t.message}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
