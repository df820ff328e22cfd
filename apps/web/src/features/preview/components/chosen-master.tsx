import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useMaster } from '../../../lib/masters/get-master';

/** The master the URL names, with a way back to choosing another. */
export function ChosenMaster({ id, valid, onChange }: { id: string; valid: boolean; onChange: () => void }) {
  const master = useMaster(valid ? id : null);
  const change = (
    <Button variant="secondary" size="sm" onClick={onChange}>
      Choose another master
    </Button>
  );
  if (!valid)
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700 dark:text-red-300">
        <p>“{id}” is not a master id (ids are digits).</p>
        {change}
      </div>
    );
  if (master.isPending) return <Spinner label="Loading the master…" />;
  if (master.isError)
    return (
      <div className="space-y-2">
        {isApiError(master.error, 404) ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            There is no master #{id}.
          </p>
        ) : (
          <ErrorState error={master.error} onRetry={() => void master.refetch()} />
        )}
        {change}
      </div>
    );
  const m = master.data;
  return (
    <div className="space-y-2">
      <p className="font-medium">
        <Link
          to={paths.master.getHref(m.id)}
          className="text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {m.name}
        </Link>
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        #{m.id} · {m.subscription}
        {m.campaign && ` · ${m.campaign}`} · {m.status}
        {m.archived && ' · archived'}
      </p>
      {!m.hasContent && (
        <p className="text-sm text-amber-800 dark:text-amber-200">This master has no content yet.</p>
      )}
      {change}
    </div>
  );
}
