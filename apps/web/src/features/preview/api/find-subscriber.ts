import { routes, type Subscriber } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

async function lookup(query: { email: string } | { id: string }, signal?: AbortSignal) {
  try {
    const data = await api.call(routes.listSubscribers, { query: { ...query, view: 'profile' }, signal });
    return 'subscribers' in data ? (data.subscribers[0] ?? null) : null;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/**
 * The subscriber a typed value names: an address is looked up as an e-mail first, then as an id (ids are
 * often addresses); anything else as an id. Null when nobody matches.
 */
export async function findSubscriber(value: string, signal?: AbortSignal): Promise<Subscriber | null> {
  if (value.includes('@')) {
    const byEmail = await lookup({ email: value }, signal);
    if (byEmail) return byEmail;
  }
  return lookup({ id: value }, signal);
}

export const findSubscriberQueryOptions = (value: string) =>
  queryOptions({
    queryKey: ['subscribers', 'preview-find', value],
    queryFn: ({ signal }) => findSubscriber(value, signal),
  });

export const useFindSubscriber = (value: string | null) =>
  useQuery({ ...findSubscriberQueryOptions(value ?? ''), enabled: value !== null });
