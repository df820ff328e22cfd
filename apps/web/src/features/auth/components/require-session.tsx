import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/** Renders its children only for a signed-in user; otherwise sends them to sign-in and back here after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending)
    return (
      <div className="grid min-h-screen place-items-center">
        <Spinner label="Checking your session…" />
      </div>
    );
  if (session.isError)
    return (
      <div className="mx-auto max-w-lg p-8">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  if (!session.data)
    return <Navigate replace to={paths.signIn.getHref(location.pathname + location.search)} />;
  return children;
}
