import { SubscriberIdSchema } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { formText } from '../../../lib/form-data';
import { useAddListMember } from '../api/add-list-member';

export function AddMemberForm({ listname }: { listname: string }) {
  const [error, setError] = useState<string>();
  const add = useAddListMember();
  const notify = useToast();

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const userId = formText(form, 'userId').trim();
    if (userId === '') return setError('Enter a subscriber id.');
    const parsed = SubscriberIdSchema.safeParse(userId);
    if (!parsed.success) return setError(`The id ${parsed.error.issues[0]?.message ?? 'is not valid'}.`);
    setError(undefined);
    add.mutate(
      { listname, userId },
      {
        onSuccess: () => {
          form.reset();
          notify(`Added ${userId} to the list.`);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <Field
        label="Add a subscriber by id"
        name="userId"
        autoComplete="off"
        placeholder="e.g. jane@example.com or 10042"
        className="min-w-64 flex-1"
        error={error}
      />
      <Button type="submit" className="mt-6" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add member'}
      </Button>
    </form>
  );
}
