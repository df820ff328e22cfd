import { ImportProgress } from '../../../components/imports/import-progress';
import { formatNumber } from '../../../lib/format';
import { referenceDataQueryKey } from '../api/get-datasets';

/** A records import: the dataset's records and their count change once its tickets are done. */
export function ImportStatus({ id, onDismiss }: { id: string; onDismiss: () => void }) {
  return (
    <ImportProgress
      id={id}
      onDismiss={onDismiss}
      invalidatesWhenDone={referenceDataQueryKey}
      summary={(v) => (
        <p className="text-sm">
          {formatNumber(v.counts.completed)} imported · {formatNumber(v.counts.failed)} failed
          {v.counts.ignored > 0 && ` · ${formatNumber(v.counts.ignored)} not applied`}
        </p>
      )}
      failuresTable={{ caption: 'Failed rows of the import', showStatus: false }}
    />
  );
}
