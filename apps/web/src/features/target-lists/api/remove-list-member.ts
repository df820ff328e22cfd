import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export const removeListMember = ({ listname, userId }: { listname: string; userId: string }) =>
  api.call(routes.deleteTargetListMember, { params: { listname, userId } });

export function useRemoveListMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeListMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetListsQueryKey }),
  });
}
