import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { useHasRole } from '../../../lib/session';
import { useCreateContentBlock } from '../api/create-content-block';
import { serverBlockErrors, type BlockErrors } from './block-form-values';
import { BlockForm } from './block-form';

export function CreateBlockButton() {
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<BlockErrors>();
  const canEdit = useHasRole('editor');
  const create = useCreateContentBlock();
  const navigate = useNavigate();
  const notify = useToast();
  const close = () => {
    setOpen(false);
    setServerErrors(undefined);
  };

  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        disabled={!canEdit}
        title={canEdit ? undefined : 'Creating blocks needs the editor role'}
      >
        New block
      </Button>
      <Dialog open={open} title="New content block" onClose={close}>
        <BlockForm
          initial={{ name: '', parts: [{ html: '', text: '' }] }}
          submitLabel="Create block"
          pending={create.isPending}
          serverErrors={serverErrors}
          onCancel={close}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (block) => {
                close();
                notify(`Created “${block.name}”.`);
                void navigate(paths.contentBlock.getHref(block.id));
              },
              onError: (error) => setServerErrors(serverBlockErrors(errorMessage(error))),
            })
          }
        />
      </Dialog>
    </>
  );
}
