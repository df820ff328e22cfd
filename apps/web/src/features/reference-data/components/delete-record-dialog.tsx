import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteRecord } from '../api/delete-record';

export function DeleteRecordDialog({
  dataset,
  id,
  onClose,
}: {
  dataset: string;
  id: string | null;
  onClose: () => void;
}) {
  const remove = useDeleteRecord();
  const notify = useToast();
  return (
    <ConfirmDialog
      open={id !== null}
      title={`Delete record ${id ?? ''}?`}
      confirmLabel="Delete record"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (id === null) return;
        remove.mutate(
          { dataset, id },
          {
            onSuccess: () => {
              notify(`Deleted record ${id}.`);
              onClose();
            },
            onError: (error) => notify(errorMessage(error), 'error'),
          },
        );
      }}
    >
      <p>
        Templates that look up {id} in “{dataset}” will find nothing from now on. Deleting cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
