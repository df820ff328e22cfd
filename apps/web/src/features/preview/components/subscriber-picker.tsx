import type { Subscriber } from '@mailroom/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Override } from './preview-params';
import { SubscriberAttributes } from './subscriber-attributes';
import { SubscriberForm } from './subscriber-form';

/** Whose profile personalizes the preview; without one the template renders with the overrides only. */
export function SubscriberPicker({
  value,
  lookup,
  overrides,
  onPick,
}: {
  value: string | null;
  lookup: UseQueryResult<Subscriber | null>;
  overrides: Override[];
  onPick: (value: string | null) => void;
}) {
  return (
    <div className="space-y-3">
      <SubscriberForm key={value ?? ''} initial={value ?? ''} onPick={onPick} />
      {value === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          None chosen: the preview renders an empty profile plus your overrides.
        </p>
      ) : lookup.isPending ? (
        <Spinner label="Looking up the subscriber…" />
      ) : lookup.isError ? (
        <ErrorState error={lookup.error} onRetry={() => void lookup.refetch()} />
      ) : lookup.data === null ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          No subscriber has the e-mail or id {value}.
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm break-all">
            <span className="font-medium">{lookup.data.id}</span>
            {lookup.data.email && lookup.data.email !== lookup.data.id && (
              <span className="text-slate-600 dark:text-slate-400"> · {lookup.data.email}</span>
            )}
            {lookup.data.dead && <span className="text-red-700 dark:text-red-300"> · dead</span>}
          </p>
          <SubscriberAttributes subscriber={lookup.data} overrides={overrides} />
        </div>
      )}
      {value !== null && (
        <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
          Render without a subscriber
        </Button>
      )}
    </div>
  );
}
