import type { Subscriber } from '@mailroom/contract';
import { Tabs, type TabItem } from '../../../components/ui/tabs';
import { EmailStatsTab, MessagesTab, TargetListsTab } from './activity-tabs';
import { ProfileTab, SubscriptionsTab } from './profile-tabs';

export const profileTabIds = ['profile', 'subscriptions', 'emails', 'messages', 'target-lists'] as const;

export function SubscriberProfile({
  subscriber,
  tab,
  onTabChange,
}: {
  subscriber: Subscriber;
  tab: string;
  onTabChange: (tab: string) => void;
}) {
  const items: TabItem[] = [
    { id: 'profile', label: 'Profile', content: <ProfileTab subscriber={subscriber} /> },
    { id: 'subscriptions', label: 'Subscriptions', content: <SubscriptionsTab subscriber={subscriber} /> },
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
            dead: receives nothing
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
      <Tabs label="Subscriber details" items={items} selected={tab} onSelect={onTabChange} />
    </article>
  );
}
