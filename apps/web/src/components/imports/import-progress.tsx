import type { ImportView } from '@mailroom/contract';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, type ReactNode } from 'react';
import { isImportRunning, useImport } from '../../lib/imports/get-import';
import { useImportFailures } from '../../lib/imports/get-import-failures';
import { formatNumber } from '../../lib/format';
import { Button } from '../ui/button';
import { ProgressBar } from '../ui/progress-bar';
import { Spinner } from '../ui/spinner';
import { EmptyState, ErrorState } from '../ui/states';
import { FailedRowsTable, type FailedRowsTableProps } from './failed-rows-table';

const titles: Record<ImportView['state'], string> = {
  uploading: 'Uploading the CSV…',
  processing: 'Importing…',
  completed: 'Import completed',
  failed: 'Import finished with an error',
};

const rowsProcessed = (view: ImportView, processed: number) =>
  `${formatNumber(processed)} of ${formatNumber(view.totalRows)} rows`;

function Failures({ id, table }: { id: string; table: Omit<FailedRowsTableProps, 'rows'> }) {
  const failures = useImportFailures(id, true);
  if (failures.isPending) return <Spinner label="Loading the failed rows…" />;
  if (failures.isError) return <ErrorState error={failures.error} onRetry={() => void failures.refetch()} />;
  if (failures.data.count === 0) return <EmptyState title="No failed rows" />;
  const rows = failures.data.failures.map((f) => ({
    line: f.row > 0 ? f.row : undefined,
    status: f.status,
    message: f.message,
  }));
  return <FailedRowsTable {...table} rows={rows} />;
}

export interface ImportProgressProps {
  id: string;
  onDismiss: () => void;
  /** The queries the import changes (a list's members, a dataset's records), refreshed once it is over. */
  invalidatesWhenDone: QueryKey;
  /** The counts under the progress bar, in the feature's words. */
  summary: (view: ImportView) => ReactNode;
  /** The progress bar's text; "N of M rows" unless given. */
  progressText?: (view: ImportView, processed: number) => string;
  /** How the failed rows read (caption, columns, paging) once the import is over. */
  failuresTable: Omit<FailedRowsTableProps, 'rows'>;
}

/**
 * A CSV import (GET /imports/{id}) while its tickets run, then its counts and every failed row with its line.
 * counts.failed already holds the rows the BFF refused before sending.
 */
export function ImportProgress({
  id,
  onDismiss,
  invalidatesWhenDone,
  summary,
  progressText = rowsProcessed,
  failuresTable,
}: ImportProgressProps) {
  const headingId = useId();
  const failuresHeadingId = useId();
  const view = useImport(id);
  const queryClient = useQueryClient();
  const state = view.data?.state;
  const running = isImportRunning(view.data);

  useEffect(() => {
    if (state === 'completed' || state === 'failed')
      void queryClient.invalidateQueries({ queryKey: invalidatesWhenDone });
  }, [state, queryClient, invalidatesWhenDone]);

  if (view.isPending) return <Spinner label="Loading the import…" />;
  if (view.isError) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const v = view.data;
  const processed = v.counts.completed + v.counts.ignored + v.counts.failed;
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
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
        value={v.state === 'uploading' ? undefined : processed}
        max={Math.max(v.totalRows, 1)}
        valueText={progressText(v, processed)}
      />
      {v.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {v.error}
        </p>
      )}
      {summary(v)}
      {!running && (
        <section aria-labelledby={failuresHeadingId} className="space-y-2">
          <h3 id={failuresHeadingId} className="font-semibold">
            Failed rows
          </h3>
          <Failures id={id} table={failuresTable} />
        </section>
      )}
    </section>
  );
}
