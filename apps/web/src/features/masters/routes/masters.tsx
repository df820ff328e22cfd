import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollapsibleFilters } from '../../../components/ui/collapsible-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useCompany } from '../api/get-company';
import { useMasters } from '../api/get-masters';
import { MasterFilterForm } from '../components/master-filter-form';
import { filtersFromParams, filtersToParams, filtersToQuery } from '../components/master-filters';
import { MastersTable } from '../components/masters-table';

export default function MastersRoute() {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(searchParams), [searchParams]);
  const masters = useMasters({ limit, offset, ...filtersToQuery(filters) });
  const company = useCompany();
  const divisions = company.data?.divisions.map((d) => d.name) ?? [];
  // The form restarts from the URL when it changes under it (back button, a pasted link).
  const filterParams = filtersToParams(filters, new URLSearchParams());
  const formKey = filterParams.toString();
  const filtered = formKey !== '';

  return (
    <>
      <PageHeader title="Masters" description="The e-mails Mailroom sends on a schedule or on an event." />
      <CollapsibleFilters active={new Set(filterParams.keys()).size}>
        <MasterFilterForm
          key={formKey}
          initial={filters}
          divisions={divisions}
          onApply={(next) => setSearchParams((current) => filtersToParams(next, current))}
        />
      </CollapsibleFilters>
      {masters.isFetching && !masters.isPending && (
        <div className="mb-2">
          <Spinner label="Updating…" />
        </div>
      )}
      {masters.isPending ? (
        <Spinner label="Loading masters…" />
      ) : masters.isError ? (
        <ErrorState error={masters.error} onRetry={() => void masters.refetch()} />
      ) : masters.data.total === 0 ? (
        <EmptyState title={filtered ? 'No masters match these filters' : 'No masters yet'}>
          {filtered ? 'Loosen or clear the filters.' : 'Masters created through the API show here.'}
        </EmptyState>
      ) : masters.data.masters.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <MastersTable masters={masters.data.masters} />
          <Pagination
            total={masters.data.total}
            limit={limit}
            offset={offset}
            count={masters.data.count}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </>
  );
}
