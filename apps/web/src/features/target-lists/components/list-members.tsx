import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { usePagingParams } from '../../../hooks/use-paging-params';
import { useListMembers } from '../api/get-list-members';
import { MembersTable } from './members-table';

export function ListMembers({
  listname,
  editable,
  archived,
}: {
  listname: string;
  editable: boolean;
  archived: boolean;
}) {
  const { limit, offset, setOffset, setLimit } = usePagingParams();
  const members = useListMembers({ listname, limit, offset });

  if (members.isPending) return <Spinner label="Loading members…" />;
  if (members.isError) return <ErrorState error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.total === 0)
    return (
      <EmptyState title="No members yet">
        {archived
          ? 'This list is archived.'
          : editable
            ? 'Add a subscriber by id above, or import a CSV file.'
            : 'Editors can add members.'}
      </EmptyState>
    );
  return (
    <>
      <MembersTable listname={listname} members={members.data.members} editable={editable} />
      <Pagination
        total={members.data.total}
        limit={limit}
        offset={offset}
        count={members.data.count}
        onOffsetChange={setOffset}
        onLimitChange={setLimit}
      />
    </>
  );
}
