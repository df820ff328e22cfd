import type { ContentBlock } from '@mailroom/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useArchiveContentBlock } from '../api/archive-content-block';

export function ArchiveBlockButton({ block }: { block: ContentBlock }) {
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveContentBlock();
  const notify = useToast();
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Archive
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Archive “${block.name}”?`}
        confirmLabel="Archive block"
        pending={archive.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          archive.mutate(block.id, {
            onSuccess: () => {
              setConfirming(false);
              notify(`Archived “${block.name}”.`);
            },
            onError: (error) => notify(errorMessage(error), 'error'),
          })
        }
      >
        <p>
          It leaves the list of blocks and can no longer be edited, and its name stays reserved. Masters that
          include it keep rendering it. Archiving cannot be undone here.
        </p>
      </ConfirmDialog>
    </>
  );
}
