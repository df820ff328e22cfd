import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMasterStats = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMasterStats, { params: { id }, signal });

// Totals move only when mail goes out or someone opens it: a minute old is fresh enough for a dashboard.
export const getMasterStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['masters', 'stats', id],
    queryFn: ({ signal }) => getMasterStats(id, signal),
    staleTime: 60_000,
  });

export const useMasterStats = (id: string) => useQuery(getMasterStatsQueryOptions(id));
