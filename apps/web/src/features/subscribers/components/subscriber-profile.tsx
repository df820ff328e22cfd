import type { Subscriber } from '@mailroom/contract';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { useHasRole } from '../../../lib/session';
import { EmailStatsTab, MessagesTab, TargetListsTab } from './activity-tabs';
import { DeadBanner } from './dead-banner';
import { EditableProfileTab, EditableSubscriptionsTab } from './editable-tabs';

export const profileTabIds = ['profile', 'subscriptions', 'emails', 'messages', 'target-lists'] as const;

export function SubscriberProfile({
  subscriber,
  tab,
  onTabChange,
  onSaved,
  onReload,
}: {
  subscriber: Subscriber;
  tab: string;
  onTabChange: (tab: string) => void;
  onSaved: (saved: Subscriber) => void;
  onReload: () => void;
}) {
  const canEdit = useHasRole('editor');
  const edit = { subscriber, canEdit, onSaved, onReload };
  const items: TabItem[] = [
    { id: 'profile', label: 'Profile', content: <EditableProfileTab {...edit} /> },
    { id: 'subscriptions', label: 'Subscriptions', content: <EditableSubscriptionsTab {...edit} /> },
    { id: 'emails', label: 'E-mail stats', content: <EmailStatsTab subscriber={subscriber} /> },
    { id: 'messages', label: 'Messages', content: <MessagesTab subscriber={subscriber} /> },
    { id: 'target-lists', label: 'Target lists', content: <TargetListsTab subscriber={subscriber} /> },
  ];
  return (
    <article aria-labelledby="subscriber-heading" className="mt-8">
      <header className="mb-4 flex flex-wrap items-center gap-3">
        <h2 id="subscriber-heading" className="text-xl font-semibold break-all">
          {subscriber.email || subscriber.id}
        </h2>
        {subscriber.dead ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            dead (hard bounces)
          </span>
        ) : (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            active
          </span>
        )}
        {subscriber.email !== subscriber.id && (
          <span className="font-mono text-xs text-slate-500">id {subscriber.id}</span>
        )}
      </header>
      {subscriber.dead && <DeadBanner subscriber={subscriber} canEdit={canEdit} />}
      <Tabs label="Subscriber details" items={items} selected={tab} onSelect={onTabChange} />
    </article>
  );
}
