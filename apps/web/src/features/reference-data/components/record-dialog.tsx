import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { useRecord } from '../api/get-record';
import { RecordForm } from './record-form';
import { toFormValues, type Column } from './record-values';
import { useSaveRecord, type RecordTarget } from './use-save-record';

export interface RecordDialogProps {
  dataset: { name: string; columns: readonly Column[]; primaryKey: string[] };
  target: RecordTarget | null;
  onClose: () => void;
}

/** Add or edit one record; an edit starts from the record as stored now (read by its id). */
export function RecordDialog({ dataset, target, onClose }: RecordDialogProps) {
  const editId = target?.kind === 'edit' ? target.id : null;
  const record = useRecord(dataset.name, editId);
  const saver = useSaveRecord(dataset);
  const notify = useToast();
  const close = () => {
    saver.reset();
    onClose();
  };

  const title = editId !== null ? `Edit record ${editId}` : `Add a record to ${dataset.name}`;
  let body;
  if (target === null) body = null;
  else if (editId !== null && record.isPending) body = <Spinner label="Loading the record…" />;
  else if (editId !== null && record.isError)
    body = isApiError(record.error, 404) ? (
      <p className="text-sm">This record no longer exists; it may have been deleted meanwhile.</p>
    ) : (
      <ErrorState error={record.error} onRetry={() => void record.refetch()} />
    );
  else
    body = (
      <RecordForm
        key={editId ?? 'add'}
        columns={dataset.columns}
        primaryKey={dataset.primaryKey}
        initial={toFormValues(dataset.columns, editId !== null ? record.data : undefined)}
        keyLocked={editId !== null}
        submitLabel={editId !== null ? 'Save record' : 'Add record'}
        pending={saver.pending}
        serverErrors={saver.fieldErrors}
        formError={saver.formError}
        onCancel={close}
        onSubmit={(values) =>
          void saver.save(target, values).then((saved) => {
            if (!saved) return;
            notify(editId !== null ? `Saved record ${editId}.` : 'Record added.');
            close();
          })
        }
      />
    );

  return (
    <Dialog open={target !== null} title={title} onClose={close}>
      {body}
    </Dialog>
  );
}
