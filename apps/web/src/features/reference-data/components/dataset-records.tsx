import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
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
  const { limit, offset, setOffset, setLimit } = usePagingParams();
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
      {records.isFetching && !records.isPending && <Spinner label="Updating…" />}
      {records.isPending ? (
        <Spinner label="Loading records…" />
      ) : records.isError ? (
        <ErrorState error={records.error} onRetry={() => void records.refetch()} />
      ) : records.data.total === 0 ? (
        <EmptyState title={filtered ? 'No records match these filters' : 'No records yet'}>
          {filtered ? 'Filters match whole values exactly; change or clear them.' : undefined}
        </EmptyState>
      ) : records.data.records.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <RecordsTable
            dataset={dataset.name}
            columns={dataset.columns}
            primaryKey={dataset.primaryKey}
            records={records.data.records}
            onEdit={filterable ? onEdit : undefined}
            onDelete={filterable ? onDelete : undefined}
          />
          <Pagination
            total={records.data.total}
            limit={limit}
            offset={offset}
            count={records.data.count}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </div>
  );
}
