import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from './get-masters';

export const getMaster = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMaster, { params: { id }, signal });

export const getMasterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mastersQueryKey, 'one', id],
    queryFn: ({ signal }) => getMaster(id, signal),
  });

export const useMaster = (id: string) => useQuery(getMasterQueryOptions(id));
