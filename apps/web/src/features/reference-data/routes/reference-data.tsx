import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useDatasets } from '../api/get-datasets';
import { DatasetsTable } from '../components/datasets-table';

export default function ReferenceDataRoute() {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const datasets = useDatasets({ limit, offset });

  return (
    <>
      <PageHeader
        title="Reference data"
        description="Tables that templates look values up in, like stores or products. Administrators create datasets; editors change their records."
      />
      {datasets.isFetching && !datasets.isPending && (
        <div className="mb-2">
          <Spinner label="Updating…" />
        </div>
      )}
      {datasets.isPending ? (
        <Spinner label="Loading datasets…" />
      ) : datasets.isError ? (
        <ErrorState error={datasets.error} onRetry={() => void datasets.refetch()} />
      ) : datasets.data.datasetCount === 0 ? (
        <EmptyState title="No datasets yet">
          An administrator creates them with <code>npm run dataset -w apps/service -- create</code>.
        </EmptyState>
      ) : datasets.data.datasets.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <DatasetsTable datasets={datasets.data.datasets} />
          <Pagination
            total={datasets.data.datasetCount}
            limit={limit}
            offset={offset}
            count={datasets.data.datasets.length}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </>
  );
}
