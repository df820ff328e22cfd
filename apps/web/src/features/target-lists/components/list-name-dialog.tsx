import { ListNameSchema } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { formText } from '../../../lib/form-data';

/** Why a list name is not acceptable, in words for the form; undefined when it is fine. */
export function listNameProblem(value: string): string | undefined {
  if (value.trim() === '') return 'Enter a name.';
  const parsed = ListNameSchema.safeParse(value);
  if (parsed.success) return undefined;
  if (value.trim().length > 200) return 'Use at most 200 characters.';
  return `The name ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
}

export interface ListNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  serverError?: string | undefined;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

export function ListNameDialog({
  open,
  title,
  submitLabel,
  initialName = '',
  pending,
  serverError,
  onSubmit,
  onClose,
}: ListNameDialogProps) {
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const name = formText(e.currentTarget, 'name').trim();
    const problem = listNameProblem(name);
    setError(problem);
    if (!problem) onSubmit(name);
  }

  return (
    <Dialog open={open} title={title} onClose={close}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <Field
          label="List name"
          name="name"
          defaultValue={initialName}
          autoFocus
          autoComplete="off"
          maxLength={200}
          hint="Names are case-sensitive and stay reserved after a list is archived."
          error={error ?? serverError}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
