import type { TargetList } from '@mailroom/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { countOf } from '../../../lib/format';
import { useArchiveTargetList } from '../api/archive-target-list';
import { useRenameTargetList } from '../api/rename-target-list';
import { ListNameDialog } from './list-name-dialog';

/** Rename and archive; an archived list can do neither any more. */
export function ListActions({ list, canEdit }: { list: TargetList; canEdit: boolean }) {
  const [dialog, setDialog] = useState<'rename' | 'archive' | null>(null);
  const [renameError, setRenameError] = useState<string>();
  const rename = useRenameTargetList();
  const archive = useArchiveTargetList();
  const notify = useToast();
  const navigate = useNavigate();
  const close = () => {
    setDialog(null);
    setRenameError(undefined);
  };

  if (list.archived) return null;
  const reason = canEdit ? undefined : 'Needs the editor role';
  return (
    <>
      <Button variant="secondary" onClick={() => setDialog('rename')} disabled={!canEdit} title={reason}>
        Rename
      </Button>
      <Button variant="danger" onClick={() => setDialog('archive')} disabled={!canEdit} title={reason}>
        Archive
      </Button>
      <ListNameDialog
        open={dialog === 'rename'}
        title={`Rename “${list.name}”`}
        submitLabel="Rename"
        initialName={list.name}
        pending={rename.isPending}
        serverError={renameError}
        onClose={close}
        onSubmit={(name) => {
          if (name === list.name) return close();
          rename.mutate(
            { from: list.name, to: name },
            {
              onSuccess: () => {
                close();
                notify(`Renamed to “${name}”.`);
                void navigate(paths.targetList.getHref(name), { replace: true });
              },
              onError: (error) => setRenameError(errorMessage(error)),
            },
          );
        }}
      />
      <ConfirmDialog
        open={dialog === 'archive'}
        title={`Archive “${list.name}”?`}
        confirmLabel="Archive list"
        pending={archive.isPending}
        onCancel={close}
        onConfirm={() =>
          archive.mutate(list.name, {
            onSuccess: () => {
              close();
              notify(`Archived “${list.name}”.`);
            },
            onError: (error) => notify(errorMessage(error), 'error'),
          })
        }
      >
        <p>
          Its {countOf(list.memberCount, 'member')} stay readable, but nobody can add or remove members,
          rename it, or reuse its name. Archiving cannot be undone here.
        </p>
      </ConfirmDialog>
    </>
  );
}
