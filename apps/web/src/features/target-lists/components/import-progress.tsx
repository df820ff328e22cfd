import type { ImportView } from '@mailroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../lib/format';
import { isImportRunning, useImport } from '../api/get-import';
import { useImportFailures } from '../api/get-import-failures';
import { targetListsQueryKey } from '../api/get-target-lists';
import { ImportFailuresTable } from './import-failures-table';

function Counts({ view }: { view: ImportView }) {
  const items: [string, number][] = [
    ['Rows', view.totalRows],
    ['Added', view.counts.completed],
    ['Ignored', view.counts.ignored],
    ['Failed', view.counts.failed],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Failures({ id }: { id: string }) {
  const failures = useImportFailures(id, true);
  if (failures.isPending) return <Spinner label="Loading the failed rows…" />;
  if (failures.isError) return <ErrorState error={failures.error} onRetry={() => void failures.refetch()} />;
  if (failures.data.count === 0) return <EmptyState title="No failed rows" />;
  return <ImportFailuresTable failures={failures.data.failures} />;
}

const titles: Record<ImportView['state'], string> = {
  uploading: 'Uploading the CSV…',
  processing: 'Importing…',
  completed: 'Import completed',
  failed: 'Import finished with an error',
};

export function ImportProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  const view = useImport(id);
  const queryClient = useQueryClient();
  const state = view.data?.state;
  const running = isImportRunning(view.data);

  useEffect(() => {
    // The members and the member count changed under the list's queries once the tickets are done.
    if (state === 'completed' || state === 'failed')
      void queryClient.invalidateQueries({ queryKey: targetListsQueryKey });
  }, [state, queryClient]);

  if (view.isPending) return <Spinner label="Loading the import…" />;
  if (view.isError) return <ErrorState error={view.error} onRetry={() => void view.refetch()} />;
  const v = view.data;
  const processed = v.counts.completed + v.counts.ignored + v.counts.failed;
  return (
    <section
      aria-labelledby="import-progress-heading"
      className="mb-6 space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-progress-heading" className="text-lg font-semibold">
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
        valueText={`${formatNumber(processed)} of ${formatNumber(v.totalRows)} rows (${formatNumber(v.sentRows)} sent in ${v.tickets.length} ${v.tickets.length === 1 ? 'ticket' : 'tickets'})`}
      />
      {v.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {v.error}
        </p>
      )}
      <Counts view={v} />
      {!running && (
        <section aria-labelledby="failed-rows-heading" className="space-y-2">
          <h3 id="failed-rows-heading" className="font-semibold">
            Failed rows
          </h3>
          <Failures id={id} />
        </section>
      )}
    </section>
  );
}
