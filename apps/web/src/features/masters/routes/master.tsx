import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useMaster } from '../../../lib/masters/get-master';
import { useMasterTemplate } from '../api/get-master-template';
import { MasterActions } from '../components/master-actions';
import { MasterScheduleView } from '../components/master-schedule-view';
import { canEdit } from '../components/master-state';
import { MasterTargetView } from '../components/master-target-view';
import { MasterTemplateView } from '../components/master-template-view';
import { StatusBadge } from '../components/status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `master-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function MasterRoute() {
  const id = useParams().id ?? '';
  const master = useMaster(id);
  const template = useMasterTemplate(id);
  const session = useSession();

  const back = (
    <Link
      to={paths.masters}
      className="mb-3 inline-block text-sm text-indigo-700 hover:underline dark:text-indigo-300"
    >
      ← Masters
    </Link>
  );
  if (master.isPending)
    return (
      <>
        {back}
        <Spinner label="Loading the master…" />
      </>
    );
  if (master.isError)
    return (
      <>
        {back}
        {isApiError(master.error, 404) ? (
          <PageHeader title="Master not found" description={master.error.message} />
        ) : (
          <ErrorState error={master.error} onRetry={() => void master.refetch()} />
        )}
      </>
    );

  const m = master.data;
  return (
    <>
      {back}
      <PageHeader
        title={m.name}
        description={
          <>
            <span className="mr-2">
              <StatusBadge status={m.status} archived={m.archived} />
            </span>
            #{m.id} · {m.subscription}
            {m.campaign && ` · ${m.campaign}`}
            {m.triggered && ' · triggered'} · last update {formatDateTime(m.lastUpdate)}
            {' · '}
            <Link
              to={`${paths.preview}?master=${m.id}`}
              className="text-indigo-700 underline dark:text-indigo-300"
            >
              Preview & test
            </Link>
          </>
        }
        actions={canEdit(session.data?.user.role) ? <MasterActions master={m} /> : undefined}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Target">
          <MasterTargetView master={m} />
        </Section>
        <Section title="Schedule">
          <MasterScheduleView master={m} />
        </Section>
      </div>
      <div className="mt-4">
        <Section title="Template">
          {template.isPending ? (
            <Spinner label="Loading the template…" />
          ) : template.isError ? (
            <ErrorState error={template.error} onRetry={() => void template.refetch()} />
          ) : (
            <MasterTemplateView template={template.data} />
          )}
        </Section>
      </div>
    </>
  );
}
