import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export const getTargetList = (listname: string, signal?: AbortSignal) =>
  api.call(routes.getTargetList, { params: { listname }, signal });

export const getTargetListQueryOptions = (listname: string) =>
  queryOptions({
    queryKey: [...targetListsQueryKey, 'one', listname],
    queryFn: ({ signal }) => getTargetList(listname, signal),
  });

export const useTargetList = (listname: string) => useQuery(getTargetListQueryOptions(listname));
