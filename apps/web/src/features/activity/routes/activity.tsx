import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useTickets } from '../api/get-tickets';
import { TicketFilters } from '../components/ticket-filters';
import { TicketsTable } from '../components/tickets-table';
import { useTicketFilters } from '../components/use-ticket-filters';

export default function ActivityRoute() {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
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
      {tickets.isFetching && !tickets.isPending && <Spinner label="Updating…" />}
      {tickets.isPending ? (
        <Spinner label="Loading activity…" />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.total === 0 ? (
        <EmptyState title={filtered ? 'No tickets match these filters' : 'No activity yet'}>
          {filtered
            ? 'Change or clear the filters.'
            : 'Requesting a report, importing a CSV or sending a test shows up here.'}
        </EmptyState>
      ) : tickets.data.tickets.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <TicketsTable tickets={tickets.data.tickets} />
          <Pagination
            total={tickets.data.total}
            limit={limit}
            offset={offset}
            count={tickets.data.count}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </>
  );
}
