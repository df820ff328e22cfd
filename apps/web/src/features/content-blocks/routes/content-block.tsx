import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useHasRole } from '../../../lib/session';
import { useContentBlock } from '../api/get-content-block';
import { ArchiveBlockButton } from '../components/archive-block-button';
import { BlockView } from '../components/block-view';
import { EditBlockForm } from '../components/edit-block-form';

export default function ContentBlockRoute() {
  const id = useParams().id ?? '';
  const block = useContentBlock(id);
  const canEdit = useHasRole('editor');
  const [editing, setEditing] = useState(false);

  const back = (
    <Link
      to={paths.contentBlocks}
      className="mb-3 inline-block text-sm text-indigo-700 hover:underline dark:text-indigo-300"
    >
      ← Content blocks
    </Link>
  );
  if (block.isPending)
    return (
      <>
        {back}
        <Spinner label="Loading the block…" />
      </>
    );
  if (block.isError)
    return (
      <>
        {back}
        {isApiError(block.error, 404) || isApiError(block.error, 400) ? (
          <PageHeader title="Block not found" description={`There is no content block with id “${id}”.`} />
        ) : (
          <ErrorState error={block.error} onRetry={() => void block.refetch()} />
        )}
      </>
    );

  const b = block.data;
  const editable = canEdit && !b.archived;
  return (
    <>
      {back}
      <PageHeader
        title={b.name}
        description={
          <>
            Last modified {formatDateTime(b.lastUpdate)} · created {formatDateTime(b.createdDate)}
            {b.archived && (
              <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
                archived
              </span>
            )}
          </>
        }
        actions={
          editable && !editing ? (
            <>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <ArchiveBlockButton block={b} />
            </>
          ) : undefined
        }
      />
      {!canEdit && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Editing and archiving blocks needs the editor role.
        </p>
      )}
      {b.archived && (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
          Archived blocks cannot be changed; masters that include this one still render it.
        </p>
      )}
      {editing && editable ? (
        <EditBlockForm block={b} onDone={() => setEditing(false)} />
      ) : (
        <BlockView block={b} />
      )}
    </>
  );
}
