import type { MasterEventReport } from '@mailroom/contract';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { formatNumber } from '../../../lib/format';
import { useMasterEventReport } from '../api/get-master-event-report';
import { EventsTable } from './events-table';
import { eventKindLabels, eventKinds, type EventKind } from './report-event';
import { useEventKind } from './use-event-kind';

function EventList({ id, kind, total }: { id: string; kind: EventKind; total: number }) {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const page = useMasterEventReport(id, { limit, offset });
  if (total === 0) return <EmptyState title={`No ${eventKindLabels[kind].toLowerCase()} in this period`} />;
  if (page.isPending) return <Spinner label="Loading events…" />;
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  const entries = page.data[kind] ?? [];
  if (entries.length === 0) return <PastLastPage onFirstPage={() => setOffset(0)} />;
  return (
    <>
      {page.isFetching && <Spinner label="Updating…" />}
      <EventsTable kind={kind} entries={entries} offset={page.data.offset} />
      <Pagination
        total={total}
        limit={limit}
        offset={offset}
        count={entries.length}
        onOffsetChange={setOffset}
        onLimitChange={setLimit}
      />
    </>
  );
}

/** One tab per list the report was requested with; the KPIs hold each list's total. */
export function ReportEvents({ report }: { report: MasterEventReport }) {
  const available = eventKinds.filter((k) => report.filters[k]);
  const { kind, setKind } = useEventKind(available);
  return (
    <section aria-labelledby="events-heading" className="space-y-2">
      <h2 id="events-heading" className="text-lg font-semibold">
        Events
      </h2>
      {!kind ? (
        <EmptyState title="This report holds no event lists">
          Request a new report with opens, clicks, bounces or unsubscribes ticked to see who did what.
        </EmptyState>
      ) : (
        <Tabs
          label="Event lists"
          selected={kind}
          onSelect={(next) => setKind(next as EventKind)}
          items={available.map((k) => ({
            id: k,
            label: `${eventKindLabels[k]} (${formatNumber(report.counts[k])})`,
            content: k === kind ? <EventList id={report.id} kind={k} total={report.counts[k]} /> : null,
          }))}
        />
      )}
    </section>
  );
}
