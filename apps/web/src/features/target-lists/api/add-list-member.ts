import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export const addListMember = ({ listname, userId }: { listname: string; userId: string }) =>
  api.call(routes.putTargetListMember, { params: { listname, userId } });

export function useAddListMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addListMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetListsQueryKey }),
  });
}
