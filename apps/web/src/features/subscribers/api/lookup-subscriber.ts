import { routes, type Subscriber } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export type SubscriberLookup =
  { by: 'email'; email: string } | { by: 'id'; id: string } | { by: 'si'; s: string; i: string };

const queryFor = (lookup: SubscriberLookup) =>
  lookup.by === 'email'
    ? { email: lookup.email }
    : lookup.by === 'id'
      ? { id: lookup.id }
      : { s: lookup.s, i: lookup.i };

/** The full profile of the one subscriber the look-up names, or null when nobody matches. */
export async function lookupSubscriber(
  lookup: SubscriberLookup,
  signal?: AbortSignal,
): Promise<Subscriber | null> {
  try {
    const data = await api.call(routes.listSubscribers, {
      query: { ...queryFor(lookup), view: 'full' },
      signal,
    });
    if (!('subscribers' in data)) throw new Error('the service answered the schema view to a look-up');
    return data.subscribers[0] ?? null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const lookupSubscriberQueryOptions = (lookup: SubscriberLookup) =>
  queryOptions({
    queryKey: ['subscribers', 'lookup', lookup],
    queryFn: ({ signal }) => lookupSubscriber(lookup, signal),
  });

export const useSubscriberLookup = (lookup: SubscriberLookup | null) =>
  useQuery({
    ...lookupSubscriberQueryOptions(lookup ?? { by: 'id', id: '' }),
    enabled: lookup !== null,
  });
