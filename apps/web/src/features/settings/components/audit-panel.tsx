import { useSearchParams } from 'react-router-dom';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useAudit } from '../api/get-audit';
import { AuditFilter } from './audit-filter';
import { AuditTable } from './audit-table';

export function AuditPanel() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
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
      <PagedResult
        query={audit}
        paging={paging}
        loadingLabel="Loading the audit log…"
        empty={
          <EmptyState title={action ? 'No entries for this action' : 'Nothing recorded yet'}>
            {action ? 'Clear the filter to see every entry.' : 'Changes made in the console show here.'}
          </EmptyState>
        }
      >
        {(data) => <AuditTable entries={data.entries} />}
      </PagedResult>
    </section>
  );
}
