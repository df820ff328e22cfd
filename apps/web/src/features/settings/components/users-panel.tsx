import type { ConsoleRole, ConsoleUser } from '@mailroom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedResult } from '../../../components/ui/paged-result';
import { useToast } from '../../../components/ui/toast';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { CreateUserDialog } from './create-user-dialog';
import { PasswordDialog } from './password-dialog';
import { UsersTable } from './users-table';

export function UsersPanel() {
  const paging = usePagingParams();
  const users = useUsers({ limit: paging.limit, offset: paging.offset });
  const session = useSession();
  const update = useUpdateUser();
  const notify = useToast();
  const [creating, setCreating] = useState(false);
  const [disabling, setDisabling] = useState<ConsoleUser>();
  const [password, setPassword] = useState<ConsoleUser>();

  const change = (user: ConsoleUser, change: { role?: ConsoleRole; disabled?: boolean }, done: string) =>
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: () => notify(done),
        onError: (error) => notify(errorMessage(error), 'error'),
        onSettled: () => setDisabling(undefined),
      },
    );

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="users-heading" className="text-lg font-semibold">
            Users and roles
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A change of role or a disabled account takes effect at once: the user is signed out.
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Add user</Button>
      </div>
      <PagedResult
        query={users}
        paging={paging}
        loadingLabel="Loading users…"
        // The signed-in admin is a user, so the list is never empty.
        empty={null}
      >
        {(data) => (
          <UsersTable
            users={data.users}
            currentUserId={session.data?.user.id}
            busy={update.isPending}
            onRole={(u, role) => change(u, { role }, `${u.email} is now ${role}.`)}
            onToggleDisabled={(u) =>
              u.disabled ? change(u, { disabled: false }, `${u.email} can sign in again.`) : setDisabling(u)
            }
            onPassword={setPassword}
          />
        )}
      </PagedResult>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <PasswordDialog user={password} onClose={() => setPassword(undefined)} />
      <ConfirmDialog
        open={disabling !== undefined}
        title="Disable this user?"
        confirmLabel="Disable user"
        pending={update.isPending}
        onConfirm={() =>
          disabling && change(disabling, { disabled: true }, `${disabling.email} is disabled.`)
        }
        onCancel={() => setDisabling(undefined)}
      >
        {disabling?.email} is signed out now and cannot sign in until an admin enables the account again.
        Their activity and audit entries stay.
      </ConfirmDialog>
    </section>
  );
}
