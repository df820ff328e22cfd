import type { TrackedTicket } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useMasterEventReport } from '../api/get-master-event-report';
import { formatPeriod } from './period';
import { reportTone } from './report-state';
import { ReportStateBadge } from './report-state-badge';

const linkClass = 'font-medium text-indigo-700 hover:underline dark:text-indigo-300';

/**
 * The tracked ticket does not carry the request body, so a ready report's master and period are read from the
 * report (KPIs only, cached for its page); a pending one says so instead.
 */
function ReportSubject({ reportId, ready }: { reportId: string; ready: boolean }) {
  const report = useMasterEventReport(reportId, { limit: 0, offset: 0 }, ready);
  if (!ready) return <span className="text-slate-500 dark:text-slate-400">known when ready</span>;
  if (!report.data)
    return <span className="text-slate-500 dark:text-slate-400">{report.isError ? 'expired' : '…'}</span>;
  return (
    <>
      <span className="font-mono text-xs">#{report.data.filters.masterId}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {formatPeriod(report.data.filters.period)}
      </span>
    </>
  );
}

export function ReportTicketsTable({ tickets }: { tickets: TrackedTicket[] }) {
  return (
    <Table caption="Requested reports, newest first">
      <thead>
        <tr>
          <Th>Requested</Th>
          <Th>Master and period</Th>
          <Th>State</Th>
          <Th>By</Th>
          <Th>Download</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {tickets.map((t) => {
          // The service's ticket id is the report's id; until the service has acknowledged, there is none.
          const reportId = t.serviceTicketId;
          const ready = reportTone(t.state) === 'ready';
          return (
            <tr key={t.id} className="hover:bg-slate-50 dark:hover:bg-slate-900">
              <Td className="whitespace-nowrap">
                {reportId ? (
                  <Link to={paths.report.getHref(reportId)} className={linkClass}>
                    {formatDateTime(t.createdAt)}
                  </Link>
                ) : (
                  formatDateTime(t.createdAt)
                )}
                {t.state === 'failed' && (
                  <p className="mt-0.5 text-xs text-red-700 dark:text-red-300">{t.message}</p>
                )}
              </Td>
              <Td>{reportId ? <ReportSubject reportId={reportId} ready={ready} /> : null}</Td>
              <Td>
                <ReportStateBadge state={t.state} />
              </Td>
              <Td className="whitespace-nowrap">{t.user.email}</Td>
              <Td className="whitespace-nowrap">
                {ready && reportId ? (
                  <a
                    href={`/api/reports/${encodeURIComponent(reportId)}/download?format=csv`}
                    download
                    className={linkClass}
                    aria-label={`Events CSV of the report requested ${formatDateTime(t.createdAt)}`}
                  >
                    CSV
                  </a>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">—</span>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
