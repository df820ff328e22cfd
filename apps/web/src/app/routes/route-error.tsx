import { useRouteError } from 'react-router-dom';
import { ErrorState } from '../../components/ui/states';

/** A screen that threw while rendering or loading its code (e.g. a stale bundle after a deploy). */
export function RouteError() {
  const error = useRouteError();
  return (
    <div className="mx-auto max-w-2xl p-6">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </div>
  );
}
