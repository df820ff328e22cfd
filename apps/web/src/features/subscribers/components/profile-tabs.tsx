import type { Subscriber } from '@mailroom/contract';
import { Table, Td, Th } from '../../../components/ui/table';
import { EmptyState } from '../../../components/ui/states';
import { formatDateTime } from '../../../lib/format';

export function ProfileTab({ subscriber }: { subscriber: Subscriber }) {
  const attrs = (subscriber.profile?.userAttrs ?? []).flatMap((a) => Object.entries(a));
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {[
          ['Subscriber id', subscriber.id],
          ['E-mail', subscriber.email || '—'],
          ['Created', formatDateTime(subscriber.dateCreated)],
          ['Last update', formatDateTime(subscriber.lastUpdate)],
        ].map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="mt-0.5 font-medium break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {attrs.length === 0 ? (
        <EmptyState title="No profile attributes" />
      ) : (
        <Table caption="Profile attributes">
          <thead>
            <tr>
              <Th>Attribute</Th>
              <Th>Value</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {attrs.map(([name, value]) => (
              <tr key={name}>
                <Td className="font-mono text-xs">{name}</Td>
                <Td className="break-all">
                  {value === null ? <span className="text-slate-400">not set</span> : String(value)}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}

export function SubscriptionsTab({ subscriber }: { subscriber: Subscriber }) {
  const subs = subscriber.subscriptions;
  if (!subs || subs.current.length === 0) return <EmptyState title="No subscriptions" />;
  return (
    <div className="space-y-6">
      <Table caption="Current subscription state per division">
        <thead>
          <tr>
            <Th>Division</Th>
            <Th>State</Th>
            <Th>Since</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {subs.current.map((c) => (
            <tr key={c.division}>
              <Td>{c.division}</Td>
              <Td>
                <span
                  className={
                    c.state === 'subscribed' ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500'
                  }
                >
                  {c.state}
                </span>
              </Td>
              <Td>{formatDateTime(c.time)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {subs.events && subs.events.length > 0 && (
        <section>
          <h3 className="mb-2 text-sm font-semibold">History</h3>
          <ol className="space-y-1 text-sm">
            {subs.events.map((e, index) => (
              <li key={index} className="text-slate-600 dark:text-slate-300">
                <time dateTime={e.time}>{formatDateTime(e.time)}</time>: {e.state} {e.division}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
