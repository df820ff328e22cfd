import type { Subscriber } from '@mailroom/contract';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/states';
import { Table, Td, Th } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { formatDateTime, formatNumber } from '../../../lib/format';

export function EmailStatsTab({ subscriber }: { subscriber: Subscriber }) {
  const e = subscriber.emails;
  if (!e) return <EmptyState title="No e-mail statistics" />;
  const cards: [string, number][] = [
    ['Sent', e.countTotalSent],
    ['Delivered', e.countTotalDelivered],
    ['Bounced', e.countTotalBounced],
    ['Unique opens', e.countUniqueOpens],
    ['Unique clicks', e.countUniqueClicks],
    ['Total clicks', e.countTotalClicks],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MessagesTab({ subscriber }: { subscriber: Subscriber }) {
  const messages = subscriber.messages ?? [];
  if (messages.length === 0) return <EmptyState title="No messages sent to this subscriber yet" />;
  return (
    <>
      <p className="mb-2 text-sm text-slate-500 dark:text-slate-400">The 25 latest messages.</p>
      <Table caption="Latest messages">
        <thead>
          <tr>
            <Th>Sent</Th>
            <Th>Subject</Th>
            <Th>Template</Th>
            <Th>Status</Th>
            <Th className="text-right">Opens</Th>
            <Th className="text-right">Clicks</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {messages.map((m) => (
            <tr key={m.messageId}>
              <Td className="whitespace-nowrap">{formatDateTime(m.time)}</Td>
              <Td>
                {m.subject}
                {m.test && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    test
                  </span>
                )}
              </Td>
              <Td className="font-mono text-xs">{m.templateId}</Td>
              <Td>{m.status}</Td>
              <Td className="text-right tabular-nums">{m.opens}</Td>
              <Td className="text-right tabular-nums">{m.clicks}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

export function TargetListsTab({ subscriber }: { subscriber: Subscriber }) {
  const lists = subscriber.targetLists?.memberOf ?? [];
  if (lists.length === 0) return <EmptyState title="Not a member of any target list" />;
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {lists.map((name) => (
        <li key={name} className="px-4 py-2.5 text-sm">
          <Link
            to={paths.targetList.getHref(name)}
            className="text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
