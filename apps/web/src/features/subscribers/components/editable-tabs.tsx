import type { Subscriber } from '@mailroom/contract';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useSubscriberSchema, type SubscriberSchemaView } from '../api/get-subscriber-schema';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileTab, SubscriptionsTab } from './profile-tabs';
import { SubscriptionsEditForm } from './subscriptions-edit-form';

export interface EditProps {
  subscriber: Subscriber;
  canEdit: boolean;
  onSaved: (saved: Subscriber) => void;
  onReload: () => void;
}

function EditBar({
  label,
  disabledReason,
  onEdit,
}: {
  label: string;
  disabledReason?: string | undefined;
  onEdit: () => void;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-end gap-3">
      {disabledReason && <p className="text-sm text-slate-600 dark:text-slate-400">{disabledReason}</p>}
      <Button variant="secondary" onClick={onEdit} disabled={disabledReason !== undefined}>
        {label}
      </Button>
    </div>
  );
}

/** The schema the forms are built from, read when someone starts editing. */
function WithSchema({ children }: { children: (schema: SubscriberSchemaView) => ReactNode }) {
  const schema = useSubscriberSchema();
  if (schema.isPending) return <Spinner label="Loading the profile schema…" />;
  if (schema.isError) return <ErrorState error={schema.error} onRetry={() => void schema.refetch()} />;
  return <>{children(schema.data)}</>;
}

export function EditableProfileTab({ subscriber, canEdit, onSaved, onReload }: EditProps) {
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <>
        <EditBar
          label="Edit profile"
          disabledReason={canEdit ? undefined : 'Editing needs the editor role.'}
          onEdit={() => setEditing(true)}
        />
        <ProfileTab subscriber={subscriber} />
      </>
    );
  return (
    <WithSchema>
      {(schema) => (
        <ProfileEditForm
          subscriber={subscriber}
          defs={schema.profile.userAttrs}
          onReload={onReload}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved(saved);
          }}
        />
      )}
    </WithSchema>
  );
}

export function EditableSubscriptionsTab({ subscriber, canEdit, onReload }: EditProps) {
  const [editing, setEditing] = useState(false);
  const reason = !canEdit
    ? 'Editing needs the editor role.'
    : subscriber.dead
      ? 'A dead subscriber’s subscriptions cannot change: revive it first.'
      : undefined;
  if (!editing || reason)
    return (
      <>
        <EditBar label="Edit subscriptions" disabledReason={reason} onEdit={() => setEditing(true)} />
        <SubscriptionsTab subscriber={subscriber} />
      </>
    );
  return (
    <WithSchema>
      {(schema) => (
        <SubscriptionsEditForm
          subscriber={subscriber}
          divisions={schema.subscriptions.divisions}
          onReload={onReload}
          onDone={() => setEditing(false)}
        />
      )}
    </WithSchema>
  );
}
