import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { countOf, formatDateTime } from '../../../lib/format';
import { useHasRole } from '../../../lib/session';
import { useDataset, useDatasetSchema } from '../api/get-dataset';
import { DatasetColumns } from '../components/dataset-columns';
import { DatasetRecords } from '../components/dataset-records';
import { DeleteRecordDialog } from '../components/delete-record-dialog';
import { ImportRecordsDialog } from '../components/import-records-dialog';
import { ImportStatus } from '../components/import-status';
import { RecordDialog } from '../components/record-dialog';
import type { RecordTarget } from '../components/use-save-record';

export default function DatasetRoute() {
  const name = useParams().dataset ?? '';
  const schema = useDatasetSchema(name);
  const summary = useDataset(name);
  const canEdit = useHasRole('editor');
  const [editing, setEditing] = useState<RecordTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  // The running import is in the URL, so a reload or a shared link still shows its progress.
  const [searchParams, setSearchParams] = useSearchParams();
  const importId = searchParams.get('import');
  const showImport = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('import');
      else next.set('import', id);
      return next;
    });

  const back = (
    <Link
      to={paths.referenceData}
      className="mb-3 inline-block text-sm text-indigo-700 hover:underline dark:text-indigo-300"
    >
      ← Reference data
    </Link>
  );
  if (schema.isPending)
    return (
      <>
        {back}
        <Spinner label="Loading the dataset…" />
      </>
    );
  if (schema.isError)
    return (
      <>
        {back}
        {isApiError(schema.error, 404) ? (
          <PageHeader title="Dataset not found" description={`There is no dataset named “${name}”.`} />
        ) : (
          <ErrorState error={schema.error} onRetry={() => void schema.refetch()} />
        )}
      </>
    );

  const dataset = schema.data;
  return (
    <>
      {back}
      <PageHeader
        title={dataset.name}
        description={
          summary.data
            ? `${countOf(summary.data.recordCount, 'record')} · last modified ${formatDateTime(summary.data.lastUpdate)}`
            : undefined
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setImporting(true)}
              disabled={!canEdit}
              title={canEdit ? undefined : 'Importing needs the editor role'}
            >
              Import CSV
            </Button>
            <Button
              onClick={() => setEditing({ kind: 'add' })}
              disabled={!canEdit}
              title={canEdit ? undefined : 'Adding records needs the editor role'}
            >
              Add record
            </Button>
          </>
        }
      />
      {!canEdit && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          You can browse these records; changing them needs the editor role.
        </p>
      )}
      {importId && <ImportStatus id={importId} onDismiss={() => showImport(null)} />}
      <section aria-labelledby="records-heading" className="mb-8">
        <h2 id="records-heading" className="mb-3 text-lg font-semibold">
          Records
        </h2>
        <DatasetRecords
          dataset={dataset}
          onEdit={canEdit ? (id) => setEditing({ kind: 'edit', id }) : undefined}
          onDelete={canEdit ? setDeleting : undefined}
        />
      </section>
      <section aria-labelledby="columns-heading">
        <h2 id="columns-heading" className="mb-3 text-lg font-semibold">
          Columns
        </h2>
        <DatasetColumns columns={dataset.columns} primaryKey={dataset.primaryKey} />
      </section>
      <RecordDialog dataset={dataset} target={editing} onClose={() => setEditing(null)} />
      <DeleteRecordDialog dataset={dataset.name} id={deleting} onClose={() => setDeleting(null)} />
      <ImportRecordsDialog
        dataset={dataset}
        open={importing}
        onClose={() => setImporting(false)}
        onStarted={showImport}
      />
    </>
  );
}
