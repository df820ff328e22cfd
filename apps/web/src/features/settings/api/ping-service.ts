import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** One round trip browser → BFF → service, timed, so the operator sees the latency users get. */
export async function pingService(signal?: AbortSignal) {
  const started = performance.now();
  const answer = await api.call(routes.ping, { signal });
  return { answer, ms: Math.round(performance.now() - started) };
}

export const pingServiceQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'ping'],
    queryFn: ({ signal }) => pingService(signal),
    refetchInterval: 15_000,
    retry: false,
  });

export const usePingService = () => useQuery(pingServiceQueryOptions());
