import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useLatestMasters } from '../api/get-latest-masters';
import { HomeCard } from './home-card';

export function LatestMasters() {
  const latest = useLatestMasters(5);
  return (
    <HomeCard title="Latest masters" more={{ to: paths.masters, label: 'All masters' }}>
      {latest.isPending ? (
        <Spinner label="Loading masters…" />
      ) : latest.isError ? (
        <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />
      ) : latest.data.masters.length === 0 ? (
        <EmptyState title="No masters yet" />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {latest.data.masters.map((m) => (
            <li key={m.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{m.name}</span>
                <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                  #{m.id}
                  {m.campaign && ` · ${m.campaign}`}
                </span>
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {m.status} · {m.triggered ? 'triggered' : `next ${formatDateTime(m.nextTimeToDeliver)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
