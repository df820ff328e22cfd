import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useHasRole } from '../../../lib/session';
import { useReportTickets } from '../api/get-report-tickets';
import { ReportTicketsTable } from '../components/report-tickets-table';
import { RequestReportForm } from '../components/request-report-form';

export default function ReportsRoute() {
  const navigate = useNavigate();
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const tickets = useReportTickets({ limit, offset });
  const canRequest = useHasRole('editor');

  return (
    <>
      <PageHeader
        title="Reports"
        description="Opens, clicks, bounces and unsubscribes of a master over a period. Reports are kept 7 days."
      />
      <section
        aria-labelledby="request-heading"
        className="mb-8 rounded-lg border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
      >
        <h2 id="request-heading" className="mb-4 text-lg font-semibold">
          Request a report
        </h2>
        <RequestReportForm
          canRequest={canRequest}
          onRequested={(id) => void navigate(paths.report.getHref(id))}
        />
      </section>
      <section aria-labelledby="requested-heading">
        <h2 id="requested-heading" className="mb-3 text-lg font-semibold">
          Requested reports
        </h2>
        <PagedResult
          query={tickets}
          paging={paging}
          loadingLabel="Loading reports…"
          empty={
            <EmptyState title="No reports requested yet">
              Requested reports show here for 4 days, pending ones updating by themselves.
            </EmptyState>
          }
        >
          {(data) => <ReportTicketsTable tickets={data.tickets} />}
        </PagedResult>
      </section>
    </>
  );
}
