import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useTicket } from '../api/get-ticket';
import { asyncResultIdOf, ImportResult } from '../components/import-result';
import { StateBadge } from '../components/state-badge';
import { TicketTimeline } from '../components/ticket-timeline';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm break-all">{children}</dd>
    </div>
  );
}

export default function TicketRoute() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  const back = (
    <Link to={paths.activity} className="text-sm text-indigo-700 hover:underline dark:text-indigo-300">
      ← Activity
    </Link>
  );
  if (ticket.isPending) return <Spinner label="Loading the ticket…" />;
  if (ticket.isError)
    return (
      <>
        {back}
        <div className="mt-4">
          <ErrorState error={ticket.error} onRetry={() => void ticket.refetch()} />
        </div>
      </>
    );
  const t = ticket.data;
  const asyncResultId = asyncResultIdOf(t.response);
  return (
    <>
      {back}
      <div className="mt-2">
        <PageHeader
          title={t.summary || t.kind}
          description={t.message}
          actions={<StateBadge state={t.state} />}
        />
      </div>
      <dl className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Kind">
          <span className="font-mono text-xs">{t.kind}</span>
        </Detail>
        <Detail term="Route">
          <span className="font-mono text-xs">
            {t.method} {t.path}
          </span>
        </Detail>
        <Detail term="Requested by">{t.user.email}</Detail>
        <Detail term="Requested">{formatDateTime(t.createdAt)}</Detail>
        <Detail term="Last change">{formatDateTime(t.updatedAt)}</Detail>
        <Detail term="Service ticket">{t.serviceTicketId ?? 'not acknowledged yet'}</Detail>
      </dl>
      <section aria-labelledby="timeline" className="mb-8">
        <h2 id="timeline" className="mb-3 text-lg font-medium">
          Events
        </h2>
        <TicketTimeline events={t.events} />
      </section>
      {asyncResultId && (
        <section aria-labelledby="records" className="mb-8">
          <h2 id="records" className="mb-3 text-lg font-medium">
            Records
          </h2>
          <ImportResult asyncResultId={asyncResultId} />
        </section>
      )}
      {t.response && !asyncResultId && (
        <section aria-labelledby="response">
          <h2 id="response" className="mb-3 text-lg font-medium">
            Response
          </h2>
          <pre className="overflow-x-auto rounded-lg bg-slate-50 p-4 text-xs dark:bg-slate-900">
            {JSON.stringify(t.response, null, 2)}
          </pre>
        </section>
      )}
    </>
  );
}
