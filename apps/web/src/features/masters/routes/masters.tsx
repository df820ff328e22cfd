import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CollapsibleFilters } from '../../../components/ui/collapsible-filters';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useCompany } from '../../../lib/company/get-company';
import { useMasters } from '../api/get-masters';
import { MasterFilterForm } from '../components/master-filter-form';
import { filtersFromParams, filtersToParams, filtersToQuery } from '../components/master-filters';
import { MastersTable } from '../components/masters-table';

export default function MastersRoute() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
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
      <PagedResult
        query={masters}
        paging={paging}
        loadingLabel="Loading masters…"
        empty={
          <EmptyState title={filtered ? 'No masters match these filters' : 'No masters yet'}>
            {filtered ? 'Loosen or clear the filters.' : 'Masters created through the API show here.'}
          </EmptyState>
        }
      >
        {(data) => <MastersTable masters={data.masters} />}
      </PagedResult>
    </>
  );
}
