import type { Subscriber } from '@mailroom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useUpdateSubscriber } from '../api/update-subscriber';

/** A dead subscriber gets no mail and only its attributes can change; reviving (dead=false) undoes both. */
export function DeadBanner({ subscriber, canEdit }: { subscriber: Subscriber; canEdit: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const revive = useUpdateSubscriber();
  const notify = useToast();
  return (
    <div
      role="region"
      aria-label="Dead subscriber"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <div>
        <p className="font-semibold">Dead (hard bounces)</p>
        <p className="mt-0.5">
          Mail to this address bounced permanently three times, so nothing is sent to it and only its
          attributes can change.
          {!canEdit && ' Reviving it needs the editor role.'}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!canEdit}>
        Revive
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Revive this subscriber?"
        confirmLabel="Revive subscriber"
        pending={revive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revive.mutate(
            { id: subscriber.id, etag: subscriber.ETag, body: { dead: false } },
            {
              onSuccess: () => {
                setConfirming(false);
                notify('Revived: the subscriber receives mail again.');
              },
              onError: (err) =>
                notify(
                  isApiError(err, 409)
                    ? 'Changed by someone else since it was loaded: reload and try again.'
                    : errorMessage(err),
                  'error',
                ),
            },
          )
        }
      >
        <p>
          {subscriber.email || subscriber.id} will be mailed again. If the address still bounces it will die
          again after three hard bounces, which hurts the sender’s reputation: revive only an address you know
          is fixed.
        </p>
      </ConfirmDialog>
    </div>
  );
}
