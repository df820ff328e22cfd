import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useTickets } from '../api/get-tickets';
import { TicketFilters } from '../components/ticket-filters';
import { TicketsTable } from '../components/tickets-table';
import { useTicketFilters } from '../components/use-ticket-filters';

export default function ActivityRoute() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const { filters, setFilters } = useTicketFilters();
  const tickets = useTickets({
    limit,
    offset,
    kind: filters.kind || undefined,
    state: filters.state || undefined,
    mine: filters.mine,
  });
  const filtered = Boolean(filters.kind || filters.state || filters.mine);

  return (
    <>
      <PageHeader
        title="Activity"
        description="Every asynchronous request of the console (reports, imports, sends) and what became of it."
      />
      <TicketFilters filters={filters} onChange={setFilters} />
      <PagedResult
        query={tickets}
        paging={paging}
        loadingLabel="Loading activity…"
        empty={
          <EmptyState title={filtered ? 'No tickets match these filters' : 'No activity yet'}>
            {filtered
              ? 'Change or clear the filters.'
              : 'Requesting a report, importing a CSV or sending a test shows up here.'}
          </EmptyState>
        }
      >
        {(data) => <TicketsTable tickets={data.tickets} />}
      </PagedResult>
    </>
  );
}
