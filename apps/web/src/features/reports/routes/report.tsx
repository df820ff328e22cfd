import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useMasterEventReport } from '../api/get-master-event-report';
import { useMaster } from '../../../lib/masters/get-master';
import { useReportTicket } from '../api/get-report-ticket';
import { ReportPending } from '../components/report-pending';
import { ReportStateBadge } from '../components/report-state-badge';
import { ReportView } from '../components/report-view';

const linkClass = 'text-indigo-700 underline dark:text-indigo-300';

export default function ReportRoute() {
  const id = useParams().id ?? '';
  const ticket = useReportTicket(id);
  // Tickets are kept 4 days and reports 7: without its ticket, the report itself is asked for.
  const ticketGone = ticket.isError && isApiError(ticket.error, 404);
  const state = ticket.data?.state ?? (ticketGone ? 'completed' : undefined);
  const report = useMasterEventReport(id, { limit: 0, offset: 0 }, state === 'completed');
  const master = useMaster(report.data?.filters.masterId, { staleTime: 60_000 });
  const masterId = report.data?.filters.masterId;

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={paths.reports} className={linkClass}>
          ← Reports
        </Link>
      </p>
      <PageHeader
        title={master.data ? `Report: ${master.data.name}` : 'Master event report'}
        description={
          masterId ? (
            <>
              Master{' '}
              <Link to={paths.master.getHref(masterId)} className={linkClass}>
                #{masterId}
              </Link>
            </>
          ) : undefined
        }
      />
      <p role="status" aria-label="Report status" className="mb-4 flex items-center gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-400">Status</span>
        {state ? <ReportStateBadge state={state} /> : <span>unknown</span>}
      </p>
      {ticket.isPending ? (
        <Spinner label="Loading the report…" />
      ) : ticket.isError && !ticketGone ? (
        <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
      ) : ticket.data?.state === 'failed' ? (
        <ErrorState error={new Error(`The report failed: ${ticket.data.message}`)} />
      ) : ticket.data && ticket.data.state !== 'completed' ? (
        <ReportPending ticket={ticket.data} />
      ) : report.isPending ? (
        <Spinner label="Loading the report…" />
      ) : report.isError ? (
        isApiError(report.error, 404) ? (
          <EmptyState title="This report is not available">
            {report.error.message}. Reports are kept 7 days;{' '}
            <Link to={paths.reports} className={linkClass}>
              request a new one
            </Link>
            .
          </EmptyState>
        ) : (
          <ErrorState error={report.error} onRetry={() => void report.refetch()} />
        )
      ) : (
        <ReportView report={report.data} />
      )}
    </>
  );
}
