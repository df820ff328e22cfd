import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useHasRole } from '../../../lib/session';
import { useCreateTargetList } from '../api/create-target-list';
import { ListNameDialog } from './list-name-dialog';

export function CreateListButton() {
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const create = useCreateTargetList();
  const notify = useToast();
  const navigate = useNavigate();
  const canEdit = useHasRole('editor');

  const close = () => {
    setOpen(false);
    setServerError(undefined);
  };

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={!canEdit}
        title={canEdit ? undefined : 'Creating lists needs the editor role'}
      >
        New list
      </Button>
      <ListNameDialog
        open={open}
        title="New target list"
        submitLabel="Create list"
        pending={create.isPending}
        serverError={serverError}
        onClose={close}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: ({ created }) => {
              if (!created) return setServerError(`A list named “${name}” already exists.`);
              close();
              notify(`Created the list “${name}”.`);
              void navigate(paths.targetList.getHref(name));
            },
            onError: (error) => setServerError(errorMessage(error)),
          })
        }
      />
    </>
  );
}
