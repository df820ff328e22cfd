import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useTargetLists, type ArchivedFilter } from '../api/get-target-lists';
import { CreateListButton } from '../components/create-list-button';
import { TargetListsTable } from '../components/target-lists-table';

const filters: { value: ArchivedFilter; label: string }[] = [
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Archived' },
  { value: 'all', label: 'All' },
];

const readArchived = (value: string | null): ArchivedFilter =>
  value === 'true' || value === 'all' ? value : 'false';

export default function TargetListsRoute() {
  const paging = usePagingParams();
  const { limit, offset } = paging;
  const [searchParams, setSearchParams] = useSearchParams();
  const archived = readArchived(searchParams.get('archived'));
  const lists = useTargetLists({ limit, offset, archived });
  const filterId = useId();

  return (
    <>
      <PageHeader
        title="Target lists"
        description="Lists of subscribers that masters send to."
        actions={<CreateListButton />}
      />
      <div className="mb-4 flex items-center gap-2 text-sm">
        <label htmlFor={filterId} className="font-medium">
          Show
        </label>
        <select
          id={filterId}
          value={archived}
          onChange={(e) =>
            setSearchParams((current) => {
              const next = new URLSearchParams(current);
              next.delete('offset');
              if (e.target.value === 'false') next.delete('archived');
              else next.set('archived', e.target.value);
              return next;
            })
          }
          className="rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
        >
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <PagedResult
        query={lists}
        paging={paging}
        loadingLabel="Loading target lists…"
        empty={
          <EmptyState title={archived === 'true' ? 'No archived lists' : 'No target lists yet'}>
            {archived === 'true' ? 'Archived lists show here.' : 'Create one with “New list”.'}
          </EmptyState>
        }
      >
        {(data) => <TargetListsTable lists={data.lists} />}
      </PagedResult>
    </>
  );
}
