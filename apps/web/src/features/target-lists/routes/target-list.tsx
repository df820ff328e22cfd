import { Link, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { countOf, formatDateTime } from '../../../lib/format';
import { useHasRole } from '../../../lib/session';
import { useTargetList } from '../api/get-target-list';
import { AddMemberForm } from '../components/add-member-form';
import { ListActions } from '../components/list-actions';
import { ImportCsvButton, ListImport, useListImport } from '../components/list-import';
import { ListMembers } from '../components/list-members';

export default function TargetListRoute() {
  const listname = useParams().listname ?? '';
  const list = useTargetList(listname);
  const canEdit = useHasRole('editor');
  const listImport = useListImport();

  const back = (
    <Link
      to={paths.targetLists}
      className="mb-3 inline-block text-sm text-indigo-700 hover:underline dark:text-indigo-300"
    >
      ← Target lists
    </Link>
  );
  if (list.isPending)
    return (
      <>
        {back}
        <Spinner label="Loading the list…" />
      </>
    );
  if (list.isError)
    return (
      <>
        {back}
        {isApiError(list.error, 404) ? (
          <PageHeader title="List not found" description={`There is no target list named “${listname}”.`} />
        ) : (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        )}
      </>
    );

  const l = list.data;
  return (
    <>
      {back}
      <PageHeader
        title={l.name}
        description={
          <>
            {countOf(l.memberCount, 'member')} · last modified {formatDateTime(l.lastModifiedDate)} · last
            used {l.lastUsed ? formatDateTime(l.lastUsed) : 'never'}
            {l.archived && (
              <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                archived
              </span>
            )}
          </>
        }
        actions={
          !l.archived && (
            <>
              <ImportCsvButton canEdit={canEdit} onClick={() => listImport.setChoosing(true)} />
              <ListActions list={l} canEdit={canEdit} />
            </>
          )
        }
      />
      {!canEdit && !l.archived && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          You can read this list. Changing its members, importing and renaming need the editor role.
        </p>
      )}
      <ListImport listname={l.name} state={listImport} />
      <section aria-labelledby="members-heading" className="space-y-4">
        <h2 id="members-heading" className="text-lg font-semibold">
          Members
        </h2>
        {!l.archived && canEdit && <AddMemberForm listname={l.name} />}
        <ListMembers listname={l.name} editable={!l.archived && canEdit} archived={l.archived} />
      </section>
    </>
  );
}
