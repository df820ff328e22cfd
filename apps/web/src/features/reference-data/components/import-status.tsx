import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../lib/format';
import { isImportRunning, useImport } from '../api/get-import';
import { referenceDataQueryKey } from '../api/get-datasets';
import { ImportFailures } from './import-failures';

const titles = {
  uploading: 'Uploading the CSV…',
  processing: 'Importing…',
  completed: 'Import completed',
  failed: 'Import finished with an error',
} as const;

/** Progress of a CSV import while its tickets run, then its counts and every failed row with its line. */
export function ImportStatus({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const view = useImport(id);
  const queryClient = useQueryClient();
  const state = view.data?.state;
  const running = isImportRunning(view.data);

  useEffect(() => {
    // The records and their count changed under the dataset's queries once the tickets are done.
    if (state === 'completed' || state === 'failed')
      void queryClient.invalidateQueries({ queryKey: referenceDataQueryKey });
  }, [state, queryClient]);

  if (view.isPending) return <Spinner label="Loading the import…" />;
  if (view.isError) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const v = view.data;
  // counts.failed already holds the rows the BFF refused before sending.
  const done = v.counts.completed + v.counts.ignored + v.counts.failed;
  return (
    <section
      aria-labelledby="import-status-heading"
      className="mb-6 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-status-heading" className="text-lg font-semibold">
          {titles[v.state]}
        </h2>
        {!running && (
          <Button variant="secondary" size="sm" onClick={onDismiss}>
            Close
          </Button>
        )}
      </div>
      <ProgressBar
        label="Rows processed"
        value={v.state === 'uploading' ? undefined : done}
        max={Math.max(v.totalRows, 1)}
        valueText={`${formatNumber(done)} of ${formatNumber(v.totalRows)} rows`}
      />
      {v.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {v.error}
        </p>
      )}
      <p className="text-sm">
        {formatNumber(v.counts.completed)} imported · {formatNumber(v.counts.failed)} failed
        {v.counts.ignored > 0 && ` · ${formatNumber(v.counts.ignored)} not applied`}
      </p>
      {!running && (
        <section aria-labelledby="import-failures-heading" className="space-y-2">
          <h3 id="import-failures-heading" className="font-semibold">
            Failed rows
          </h3>
          <ImportFailures id={id} />
        </section>
      )}
    </section>
  );
}
