import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from './api-error';

/** `up`; `service-down`: the BFF answers but cannot reach the messaging service; `offline`: no BFF either. */
export type ServiceHealth = 'up' | 'service-down' | 'offline';

export const serviceHealthKey = ['service-health'] as const;

/** While all is well a slow heartbeat; during an outage a quick one, so the banner goes as soon as it is over. */
export const HEALTHY_POLL_MS = 30_000;
export const OUTAGE_POLL_MS = 5_000;

export async function fetchServiceHealth(doFetch: typeof fetch = fetch): Promise<ServiceHealth> {
  let res: Response;
  try {
    res = await doFetch('/api/health', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return 'offline';
  }
  // A front proxy answering for a BFF that is gone.
  if (res.status === 502 || res.status === 503 || res.status === 504) return 'offline';
  // Anything else (a signed-out session, an old BFF without the endpoint) says nothing about an outage.
  if (!res.ok) return 'up';
  const body = (await res.json().catch(() => undefined)) as { checks?: { service?: boolean } } | undefined;
  return body?.checks?.service === false ? 'service-down' : 'up';
}

const isOutageError = (error: unknown) => isApiError(error, 502) || isApiError(error, 504);

/** A 502/504 from any query or mutation asks for a health check at once, instead of at the next heartbeat. */
function useOutageErrors(client: QueryClient) {
  useEffect(() => {
    const recheck = () => void client.invalidateQueries({ queryKey: serviceHealthKey });
    const unQueries = client.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error' && isOutageError(e.action.error)) recheck();
    });
    const unMutations = client.getMutationCache().subscribe((e) => {
      if (e.type === 'updated' && e.action.type === 'error' && isOutageError(e.action.error)) recheck();
    });
    return () => {
      unQueries();
      unMutations();
    };
  }, [client]);
}

/** The console's view of the service: polled, nudged by failing calls, and screens reload after an outage. */
export function useServiceHealth(doFetch?: typeof fetch): ServiceHealth {
  const client = useQueryClient();
  useOutageErrors(client);
  const { data = 'up' } = useQuery({
    queryKey: serviceHealthKey,
    queryFn: () => fetchServiceHealth(doFetch),
    refetchInterval: (q) =>
      q.state.data === undefined || q.state.data === 'up' ? HEALTHY_POLL_MS : OUTAGE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
  const previous = useRef<ServiceHealth>(data);
  useEffect(() => {
    // Back from an outage: whatever failed meanwhile is fetched again, so no screen stays on its error.
    if (previous.current !== 'up' && data === 'up')
      void client.refetchQueries({ predicate: (q) => q.state.status === 'error' });
    previous.current = data;
  }, [client, data]);
  return data;
}
