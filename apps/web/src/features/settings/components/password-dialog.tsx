import type { ConsoleUser } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { formText } from '../../../lib/form-data';
import { useUpdateUser } from '../api/update-user';
import { userFormProblems } from './user-form';

/** A new password signs the user out everywhere (the BFF revokes their sessions). */
export function PasswordDialog({ user, onClose }: { user: ConsoleUser | undefined; onClose: () => void }) {
  const [problem, setProblem] = useState<string>();
  const update = useUpdateUser();
  const notify = useToast();
  const close = () => {
    setProblem(undefined);
    update.reset();
    onClose();
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!user) return;
    const password = formText(e.currentTarget, 'password');
    const found = userFormProblems(user.email, password).password;
    setProblem(found);
    if (found) return;
    update.mutate(
      { id: user.id, change: { password } },
      {
        onSuccess: () => {
          notify(`New password set for ${user.email}; their other sessions were signed out.`);
          close();
        },
      },
    );
  }

  return (
    <Dialog open={user !== undefined} title={`New password for ${user?.email ?? ''}`} onClose={close}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint="At least 12 characters."
          error={problem ?? (update.isError ? errorMessage(update.error) : undefined)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Set password'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
