import type { Subscriber } from '@mailroom/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useUpdateSubscriber } from '../api/update-subscriber';
import { subscriptionUpdate } from './edit-values';
import { SaveError } from './save-error';

/** One checkbox per division; saving sends only the divisions to add and to remove. */
export function SubscriptionsEditForm({
  subscriber,
  divisions,
  onDone,
  onReload,
}: {
  subscriber: Subscriber;
  divisions: string[];
  onDone: () => void;
  onReload: () => void;
}) {
  const subscribed = subscriber.subscriptions?.memberOf ?? [];
  const [chosen, setChosen] = useState<string[]>(subscribed);
  const [nothing, setNothing] = useState(false);
  const update = useUpdateSubscriber();
  const notify = useToast();
  const all = [
    ...new Set([...divisions, ...(subscriber.subscriptions?.current.map((c) => c.division) ?? [])]),
  ];

  function submit(e: FormEvent) {
    e.preventDefault();
    const change = subscriptionUpdate(subscribed, chosen);
    setNothing(change === null);
    if (!change) return;
    update.mutate(
      { id: subscriber.id, etag: subscriber.ETag, body: { subscriptions: change } },
      {
        onSuccess: () => {
          notify('Saved the subscriptions.');
          onDone();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Edit the subscriptions" className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Subscribed divisions</legend>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {all.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(d)}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, d] : c.filter((x) => x !== d)))}
              />
              {d}
            </label>
          ))}
        </div>
      </fieldset>
      {nothing && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          Nothing changed: there is nothing to save.
        </p>
      )}
      {update.isError && <SaveError error={update.error} onReload={onReload} />}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save subscriptions'}
        </Button>
      </div>
    </form>
  );
}
