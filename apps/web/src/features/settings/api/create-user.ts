import { ConsoleUserSchema, type CreateConsoleUserBody } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export const createUser = (body: CreateConsoleUserBody) =>
  api.request('/users', ConsoleUserSchema, { method: 'POST', body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
