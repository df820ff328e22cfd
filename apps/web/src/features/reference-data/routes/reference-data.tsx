import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useDatasets } from '../api/get-datasets';
import { DatasetsTable } from '../components/datasets-table';

export default function ReferenceDataRoute() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const datasets = useDatasets({ limit, offset });

  return (
    <>
      <PageHeader
        title="Reference data"
        description="Tables that templates look values up in, like stores or products. Administrators create datasets; editors change their records."
      />
      <PagedResult
        query={datasets}
        paging={paging}
        loadingLabel="Loading datasets…"
        countsOf={(d) => ({ total: d.datasetCount, count: d.datasets.length })}
        empty={
          <EmptyState title="No datasets yet">
            An administrator creates them with <code>npm run dataset -w apps/service -- create</code>.
          </EmptyState>
        }
      >
        {(data) => <DatasetsTable datasets={data.datasets} />}
      </PagedResult>
    </>
  );
}
