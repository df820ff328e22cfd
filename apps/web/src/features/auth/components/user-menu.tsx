import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useSignOut } from '../api/sign-out';

export function UserMenu() {
  const session = useSession();
  const signOut = useSignOut();
  const notify = useToast();
  const user = session.data?.user;
  if (!user) return null;
  return (
    <div className="flex items-center gap-3">
      <p className="hidden text-right text-sm leading-tight sm:block">
        <span className="block font-medium">{user.email}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">{user.role}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="whitespace-nowrap"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, { onError: (error) => notify(errorMessage(error), 'error') })
        }
      >
        Sign out
      </Button>
    </div>
  );
}
