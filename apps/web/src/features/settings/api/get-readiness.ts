import { ReadinessSchema, type Readiness } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The BFF's readiness probe: 200 when ready, 503 with the same body when the database or the service is not
 * answering. Both are answers here, not errors; only an unreachable BFF throws.
 */
export async function getReadiness(signal?: AbortSignal): Promise<Readiness & { checkedAt: number }> {
  const res = await fetch('/readyz', { signal, headers: { accept: 'application/json' } });
  return { ...ReadinessSchema.parse(await res.json()), checkedAt: Date.now() };
}

export const getReadinessQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'readiness'],
    queryFn: ({ signal }) => getReadiness(signal),
    refetchInterval: 15_000,
  });

export const useReadiness = () => useQuery(getReadinessQueryOptions());
