import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export interface ListMembersParams {
  listname: string;
  limit: number;
  offset: number;
}

export const getListMembers = ({ listname, limit, offset }: ListMembersParams, signal?: AbortSignal) =>
  api.call(routes.listTargetListMembers, { params: { listname }, query: { limit, offset }, signal });

export const getListMembersQueryOptions = (params: ListMembersParams) =>
  queryOptions({
    queryKey: [...targetListsQueryKey, 'members', params],
    queryFn: ({ signal }) => getListMembers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useListMembers = (params: ListMembersParams) => useQuery(getListMembersQueryOptions(params));
