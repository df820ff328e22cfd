import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The report names its master by id only; the page shows the master's name beside it. */
export const getMaster = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMaster, { params: { id }, signal });

export const getMasterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['masters', 'one', id],
    queryFn: ({ signal }) => getMaster(id, signal),
    staleTime: 60_000,
  });

export const useMaster = (id: string | undefined) =>
  useQuery({ ...getMasterQueryOptions(id ?? ''), enabled: Boolean(id) });
