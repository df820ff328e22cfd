import { ConsoleUserSchema, type PatchConsoleUserBody } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export const updateUser = ({ id, change }: { id: string; change: PatchConsoleUserBody }) =>
  api.request(`/users/${encodeURIComponent(id)}`, ConsoleUserSchema, { method: 'PATCH', body: change });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
