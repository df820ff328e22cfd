import type { ImportView } from '@mailroom/contract';
import { ImportProgress as SharedImportProgress } from '../../../components/imports/import-progress';
import { formatNumber } from '../../../lib/format';
import { targetListsQueryKey } from '../api/get-target-lists';

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

const progressText = (v: ImportView, processed: number) =>
  `${formatNumber(processed)} of ${formatNumber(v.totalRows)} rows (${formatNumber(v.sentRows)} sent in ${v.tickets.length} ${v.tickets.length === 1 ? 'ticket' : 'tickets'})`;

/** A members import: the list's members and member count change once its tickets are done. */
export function ImportProgress({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  return (
    <SharedImportProgress
      id={id}
      onDismiss={onDismiss}
      invalidatesWhenDone={targetListsQueryKey}
      summary={(view) => <Counts view={view} />}
      progressText={progressText}
      failuresTable={{ caption: 'Failed rows', paged: true }}
    />
  );
}
