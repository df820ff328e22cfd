import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';
import { useCompany } from '../../../lib/company/get-company';
import { useReadiness } from '../api/get-readiness';
import { usePingService } from '../api/ping-service';
import { HealthRow } from './health-row';

/** What an operator checks first when users say "it is slow" or "nothing loads": each hop, answered or not. */
export function ConnectionHealth() {
  const readiness = useReadiness();
  const ping = usePingService();
  const company = useCompany();

  if (readiness.isPending) return <Spinner label="Checking the connection…" />;
  if (readiness.isError)
    return <ErrorState error={readiness.error} onRetry={() => void readiness.refetch()} />;

  const { checks, checkedAt } = readiness.data;
  return (
    <section aria-labelledby="health-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="health-heading" className="text-lg font-semibold">
          Service connection
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void readiness.refetch();
            void ping.refetch();
          }}
        >
          Check again
        </Button>
      </div>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        <HealthRow
          label="Console (BFF) database"
          ok={checks.database}
          detail={checks.database ? 'Answering' : 'Not answering'}
        />
        <HealthRow
          label="Messaging service"
          ok={checks.service}
          detail={checks.service ? 'Answering' : 'Not answering: reads and sends fail until it is back'}
        />
        <HealthRow
          label="Round trip from this browser"
          ok={ping.isSuccess}
          detail={ping.isSuccess ? `${ping.data.ms} ms` : ping.isPending ? 'Measuring…' : 'Failed'}
        />
        <HealthRow
          label="Business unit"
          ok={company.isSuccess}
          detail={
            company.isSuccess
              ? `${company.data.divisions.length} divisions`
              : company.isPending
                ? 'Loading…'
                : 'Unavailable'
          }
        />
      </dl>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Checked {formatDateTime(new Date(checkedAt).toISOString())}; checks repeat every 15 seconds. The
        service key stays on the server and is never shown here.
      </p>
    </section>
  );
}
