import type { ContentBlock } from '@mailroom/contract';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { usePutContentBlock } from '../api/put-content-block';
import { serverBlockErrors, type BlockErrors } from './block-form-values';
import { BlockForm } from './block-form';

export function EditBlockForm({ block, onDone }: { block: ContentBlock; onDone: () => void }) {
  const put = usePutContentBlock();
  const notify = useToast();
  const [serverErrors, setServerErrors] = useState<BlockErrors>();
  return (
    <section aria-labelledby="edit-block-heading">
      <h2 id="edit-block-heading" className="mb-3 text-lg font-semibold">
        Edit block
      </h2>
      <BlockForm
        initial={{ name: block.name, parts: block.body.map((p) => ({ html: p.html, text: p.text })) }}
        submitLabel="Save block"
        pending={put.isPending}
        serverErrors={serverErrors}
        onCancel={onDone}
        onSubmit={(body) =>
          put.mutate(
            { id: block.id, body },
            {
              onSuccess: (saved) => {
                notify(`Saved “${saved.name}”.`);
                onDone();
              },
              onError: (error) => setServerErrors(serverBlockErrors(errorMessage(error))),
            },
          )
        }
      />
    </section>
  );
}
