import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useSubscriberLookup } from '../api/lookup-subscriber';
import { LookupForm } from '../components/lookup-form';
import { lookupFromParams, lookupToParams } from '../components/lookup-input';
import { profileTabIds, SubscriberProfile } from '../components/subscriber-profile';

export default function SubscribersRoute() {
  const [params, setParams] = useSearchParams();
  const lookup = lookupFromParams(params);
  const result = useSubscriberLookup(lookup);
  const tabParam = params.get('tab');
  const tab = profileTabIds.find((t) => t === tabParam) ?? 'profile';
  const lookupKey = lookup ? JSON.stringify(lookup) : 'none';

  return (
    <>
      <PageHeader
        title="Subscribers"
        description="Look up one subscriber by e-mail, id, or the s and i values of a link."
      />
      <LookupForm key={lookupKey} initial={lookup} onLookup={(next) => setParams(lookupToParams(next))} />
      {lookup &&
        (result.isPending ? (
          <div className="mt-8">
            <Spinner label="Looking up…" />
          </div>
        ) : result.isError ? (
          <div className="mt-8">
            <ErrorState error={result.error} onRetry={() => void result.refetch()} />
          </div>
        ) : result.data === null ? (
          <div className="mt-8">
            <EmptyState title="No subscriber matches">
              Check the spelling, or look up by another field.
            </EmptyState>
          </div>
        ) : (
          <SubscriberProfile
            subscriber={result.data}
            tab={tab}
            onReload={() => void result.refetch()}
            onSaved={(saved) => {
              // A look-up by the old address would find nobody after the e-mail changed: follow the subscriber.
              if (lookup.by === 'email' && saved.email !== lookup.email)
                setParams(saved.email ? { email: saved.email, tab } : { id: saved.id, tab }, {
                  replace: true,
                });
            }}
            onTabChange={(next) =>
              setParams(
                (current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('tab', next);
                  return updated;
                },
                { replace: true },
              )
            }
          />
        ))}
    </>
  );
}
