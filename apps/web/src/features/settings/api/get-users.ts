import { ConsoleUsersPageSchema } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

export const getUsers = ({ limit, offset }: { limit: number; offset: number }) =>
  api.request(`/users?limit=${limit}&offset=${offset}`, ConsoleUsersPageSchema);

export const getUsersQueryOptions = (paging: { limit: number; offset: number }) =>
  queryOptions({
    queryKey: [...usersQueryKey, paging],
    queryFn: () => getUsers(paging),
    placeholderData: keepPreviousData,
  });

export const useUsers = (paging: { limit: number; offset: number }) => useQuery(getUsersQueryOptions(paging));
