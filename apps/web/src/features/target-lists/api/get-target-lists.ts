import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ArchivedFilter = 'false' | 'true' | 'all';

export interface TargetListsParams {
  limit: number;
  offset: number;
  archived: ArchivedFilter;
}

export async function getTargetLists({ limit, offset, archived }: TargetListsParams, signal?: AbortSignal) {
  const data = await api.call(routes.listTargetLists, { query: { limit, offset, archived }, signal });
  // Without view=schema the route answers the page; the union only exists for that other view.
  if (!('lists' in data)) throw new Error('the service answered the schema view to a page request');
  return data;
}

export const targetListsQueryKey = ['target-lists'] as const;

export const getTargetListsQueryOptions = (params: TargetListsParams) =>
  queryOptions({
    queryKey: [...targetListsQueryKey, 'page', params],
    queryFn: ({ signal }) => getTargetLists(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTargetLists = (params: TargetListsParams) => useQuery(getTargetListsQueryOptions(params));
