import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useLatestMasters } from '../api/get-latest-masters';
import { HomeCard } from './home-card';
import { MasterKpis } from './master-kpis';

export function LatestMasters() {
  const latest = useLatestMasters(5);
  return (
    <HomeCard title="Latest deliveries" more={{ to: paths.masters, label: 'All masters' }}>
      {latest.isPending ? (
        <Spinner label="Loading masters…" />
      ) : latest.isError ? (
        <ErrorState error={latest.error} onRetry={() => void latest.refetch()} />
      ) : latest.data.masters.length === 0 ? (
        <EmptyState title="Nothing delivered yet">
          Masters show here with their opens and clicks once they are sent.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {latest.data.masters.map((m) => (
            <li key={m.id} className="space-y-1.5 py-2.5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <Link
                    to={paths.master.getHref(m.id)}
                    className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                  >
                    {m.name}
                  </Link>
                  <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                    #{m.id}
                    {m.campaign && ` · ${m.campaign}`}
                  </span>
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {m.status} · {m.triggered ? 'triggered' : `next ${formatDateTime(m.nextTimeToDeliver)}`}
                </span>
              </div>
              <MasterKpis id={m.id} />
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
