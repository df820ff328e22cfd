import type { Master } from '@mailroom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useArchiveMaster } from '../api/archive-master';
import { useDisableMaster } from '../api/disable-master';
import { useEnableMaster } from '../api/enable-master';
import { allowedActions } from './master-state';

/** Enable, disable and archive, each only where the master's state lets it change something. */
export function MasterActions({ master }: { master: Master }) {
  const [confirming, setConfirming] = useState(false);
  const enable = useEnableMaster();
  const disable = useDisableMaster();
  const archive = useArchiveMaster();
  const notify = useToast();
  const allowed = allowedActions(master);
  const busy = enable.isPending || disable.isPending || archive.isPending;
  const onError = (error: unknown) => notify(errorMessage(error), 'error');

  return (
    <>
      {allowed.includes('enable') && (
        <Button
          disabled={busy}
          onClick={() =>
            enable.mutate(master.id, {
              onSuccess: (m) => notify(`Enabled “${m.name}”.`),
              onError,
            })
          }
        >
          {enable.isPending ? 'Enabling…' : 'Enable'}
        </Button>
      )}
      {allowed.includes('disable') && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            disable.mutate(master.id, {
              onSuccess: (m) => notify(`Disabled “${m.name}”.`),
              onError,
            })
          }
        >
          {disable.isPending ? 'Disabling…' : 'Disable'}
        </Button>
      )}
      {allowed.includes('archive') && (
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          Archive
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Archive “${master.name}”?`}
        confirmLabel="Archive master"
        pending={archive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          archive.mutate(master.id, {
            onSuccess: (m) => {
              setConfirming(false);
              notify(`Archived “${m.name}”.`);
            },
            onError: (error) => {
              setConfirming(false);
              onError(error);
            },
          })
        }
      >
        <p>
          It leaves the master list (show archived ones with the Archived filter) and can no longer be enabled
          or edited; /emails/send can still send it. Archiving cannot be undone here.
        </p>
      </ConfirmDialog>
    </>
  );
}
