import { FailedRowsTable } from '../../../components/imports/failed-rows-table';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { formatNumber } from '../../../lib/format';
import { useAsyncResult } from '../api/get-async-result';

/** An import's ticket names its async result; the response's counts show before the result is read. */
export function asyncResultIdOf(response: Record<string, unknown> | null): string | undefined {
  const id = response?.asyncResultId;
  return typeof id === 'string' && id ? id : undefined;
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">
        {value === undefined ? '—' : formatNumber(value)}
      </dd>
    </div>
  );
}

// A million-row import can fail every row: the table shows the first ones, the counts say how many there are.
const SHOWN_FAILURES = 200;

export function ImportResult({ asyncResultId }: { asyncResultId: string }) {
  const result = useAsyncResult(asyncResultId);
  if (result.isPending) return <Spinner label="Loading the record results…" />;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const { counts, failed = [] } = result.data;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Count label="Requested" value={counts.requested} />
        <Count label="Completed" value={counts.completed} />
        <Count label="Failed" value={counts.failed} />
        <Count label="Ignored" value={counts.ignored} />
      </dl>
      {failed.length === 0 ? (
        <EmptyState title="No failed records" />
      ) : (
        <FailedRowsTable
          caption="Failed records"
          lineLabel="Index"
          messageLabel="Message"
          rows={failed
            .slice(0, SHOWN_FAILURES)
            .map((f) => ({ line: f.index, status: f.error.status, message: f.error.message }))}
        />
      )}
      {failed.length > SHOWN_FAILURES && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Showing the first {formatNumber(SHOWN_FAILURES)} of {formatNumber(failed.length)} failed records.
        </p>
      )}
    </div>
  );
}
