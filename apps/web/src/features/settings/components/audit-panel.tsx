import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState, PastLastPage } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useAudit } from '../api/get-audit';
import { AuditFilter } from './audit-filter';
import { AuditTable } from './audit-table';

export function AuditPanel() {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const action = searchParams.get('action') ?? '';
  const audit = useAudit({ limit, offset, action: action || undefined });

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div>
        <h2 id="audit-heading" className="text-lg font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every change made through the console: who, what, when, from where, and whether it worked.
        </p>
      </div>
      <AuditFilter
        key={action}
        action={action}
        onChange={(next) =>
          setSearchParams((current) => {
            const params = new URLSearchParams(current);
            params.delete('offset');
            if (next) params.set('action', next);
            else params.delete('action');
            return params;
          })
        }
      />
      {audit.isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : audit.isError ? (
        <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.total === 0 ? (
        <EmptyState title={action ? 'No entries for this action' : 'Nothing recorded yet'}>
          {action ? 'Clear the filter to see every entry.' : 'Changes made in the console show here.'}
        </EmptyState>
      ) : audit.data.entries.length === 0 ? (
        <PastLastPage onFirstPage={() => setOffset(0)} />
      ) : (
        <>
          <AuditTable entries={audit.data.entries} />
          <Pagination
            total={audit.data.total}
            limit={limit}
            offset={offset}
            count={audit.data.count}
            onOffsetChange={setOffset}
            onLimitChange={setLimit}
          />
        </>
      )}
    </section>
  );
}
