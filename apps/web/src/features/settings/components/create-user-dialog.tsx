import type { ConsoleRole } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { formText } from '../../../lib/form-data';
import { useCreateUser } from '../api/create-user';
import { roleHelp, RoleSelect } from './role-select';
import { userFormProblems, type UserFormProblems } from './user-form';

export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [role, setRole] = useState<ConsoleRole>('viewer');
  const [problems, setProblems] = useState<UserFormProblems>({});
  const create = useCreateUser();
  const notify = useToast();

  const close = () => {
    setProblems({});
    create.reset();
    onClose();
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = formText(e.currentTarget, 'email').trim();
    const password = formText(e.currentTarget, 'password');
    const found = userFormProblems(email, password);
    setProblems(found);
    if (found.email || found.password) return;
    create.mutate(
      { email, role, password },
      {
        onSuccess: (user) => {
          notify(`${user.email} can now sign in as ${user.role}.`);
          close();
        },
      },
    );
  }

  return (
    <Dialog open={open} title="Add a user" onClose={close}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field label="E-mail" name="email" type="email" autoComplete="off" autoFocus error={problems.email} />
        <div>
          <label
            htmlFor="new-user-role"
            className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
          >
            Role
          </label>
          <RoleSelect id="new-user-role" value={role} onChange={setRole} />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {role[0]?.toUpperCase()}
            {role.slice(1)} {roleHelp[role]}.
          </p>
        </div>
        <Field
          label="Initial password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. Share it safely; the user can be given a new one here at any time."
          error={problems.password}
        />
        {create.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(create.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add user'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
