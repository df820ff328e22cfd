import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, Td, Th } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useRemoveListMember } from '../api/remove-list-member';

interface Member {
  id: string;
  email: string;
}

export function MembersTable({
  listname,
  members,
  editable,
}: {
  listname: string;
  members: Member[];
  editable: boolean;
}) {
  const [removing, setRemoving] = useState<Member | null>(null);
  const remove = useRemoveListMember();
  const notify = useToast();

  return (
    <>
      <Table caption={`Members of ${listname}`}>
        <thead>
          <tr>
            <Th>Subscriber id</Th>
            <Th>E-mail</Th>
            {editable && (
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {members.map((m) => (
            <tr key={m.id}>
              <Td className="font-mono text-xs break-all">{m.id}</Td>
              <Td className="break-all">{m.email || '—'}</Td>
              {editable && (
                <Td className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(m)}
                    aria-label={`Remove ${m.id}`}
                  >
                    Remove
                  </Button>
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove member"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { listname, userId: removing.id },
            {
              onSuccess: () => {
                notify(`Removed ${removing.id} from the list.`);
                setRemoving(null);
              },
              onError: (error) => notify(errorMessage(error), 'error'),
            },
          );
        }}
      >
        <p>
          {removing?.id} will no longer receive what is sent to “{listname}”. The subscriber itself is not
          deleted.
        </p>
      </ConfirmDialog>
    </>
  );
}
