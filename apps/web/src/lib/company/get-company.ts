import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const getCompany = (signal?: AbortSignal) => api.call(routes.getCompany, { signal });

// Divisions and settings change rarely; the screens that show them need not refetch on every visit.
export const getCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: ({ signal }) => getCompany(signal),
    staleTime: 5 * 60_000,
  });

export const useCompany = () => useQuery(getCompanyQueryOptions());
