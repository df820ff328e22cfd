import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useRecords } from '../api/get-records';
import { RecordFiltersForm } from './record-filters';
import { RecordsTable } from './records-table';
import type { Column } from './record-values';
import { useRecordFilters } from './use-record-filters';

export interface DatasetRecordsProps {
  dataset: { name: string; columns: readonly Column[]; primaryKey: string[] };
  onEdit?: ((id: string) => void) | undefined;
  onDelete?: ((id: string) => void) | undefined;
}

export function DatasetRecords({ dataset, onEdit, onDelete }: DatasetRecordsProps) {
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const { filters, setFilters, removeFilter } = useRecordFilters(dataset.columns);
  // The service refuses criteria on a dataset without a key: it is an append-only log.
  const filterable = dataset.primaryKey.length > 0;
  const records = useRecords({ dataset: dataset.name, limit, offset, filters: filterable ? filters : {} });
  const filtered = filterable && Object.keys(filters).length > 0;

  return (
    <div className="space-y-4">
      {filterable ? (
        <RecordFiltersForm
          columns={dataset.columns}
          filters={filters}
          onApply={setFilters}
          onRemove={removeFilter}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This dataset has no key, so its records cannot be filtered, edited or deleted one by one; they list
          in the order they arrived.
        </p>
      )}
      <PagedResult
        query={records}
        paging={paging}
        loadingLabel="Loading records…"
        empty={
          <EmptyState title={filtered ? 'No records match these filters' : 'No records yet'}>
            {filtered ? 'Filters match whole values exactly; change or clear them.' : undefined}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <RecordsTable
              dataset={dataset.name}
              columns={dataset.columns}
              primaryKey={dataset.primaryKey}
              records={data.records}
              onEdit={filterable ? onEdit : undefined}
              onDelete={filterable ? onDelete : undefined}
            />
          </>
        )}
      </PagedResult>
    </div>
  );
}
