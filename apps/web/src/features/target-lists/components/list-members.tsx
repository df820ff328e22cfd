import { PagedResult } from '../../../components/ui/paged-result';
import { EmptyState } from '../../../components/ui/states';
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
  const paging = usePagingParams();
  const members = useListMembers({ listname, limit: paging.limit, offset: paging.offset });

  return (
    <PagedResult
      query={members}
      paging={paging}
      loadingLabel="Loading members…"
      empty={
        <EmptyState title="No members yet">
          {archived
            ? 'This list is archived.'
            : editable
              ? 'Add a subscriber by id above, or import a CSV file.'
              : 'Editors can add members.'}
        </EmptyState>
      }
    >
      {(data) => <MembersTable listname={listname} members={data.members} editable={editable} />}
    </PagedResult>
  );
}
