import type { Subscriber } from '@mailroom/contract';
import type { Override } from './preview-params';

/** The subscriber's stored attributes, with the values the overrides replace shown struck through. */
export function SubscriberAttributes({
  subscriber,
  overrides,
}: {
  subscriber: Subscriber;
  overrides: Override[];
}) {
  const attrs = (subscriber.profile?.userAttrs ?? []).flatMap((a) => Object.entries(a));
  const overridden = new Map(overrides.map((o) => [o.name, o.value]));
  if (attrs.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No profile attributes stored.</p>;
  return (
    <dl
      aria-label="Profile attributes"
      className="grid grid-cols-[minmax(0,auto)_1fr] gap-x-3 gap-y-1 text-sm"
    >
      {attrs.map(([name, value]) => {
        const replaced = overridden.has(name);
        return (
          <div key={name} className="contents">
            <dt className="font-mono text-xs leading-5 break-all text-slate-600 dark:text-slate-400">
              {name}
            </dt>
            <dd className="min-w-0 break-words">
              <span className={replaced ? 'text-slate-500 line-through dark:text-slate-400' : undefined}>
                {value === null ? 'not set' : String(value)}
              </span>
              {replaced && (
                <span className="ml-1 font-medium">
                  → {overridden.get(name) === '' ? 'not set' : overridden.get(name)}
                  <span className="sr-only"> (overridden)</span>
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
