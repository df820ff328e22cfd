import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getTargetListQueryOptions } from './get-target-list';
import { targetListsQueryKey } from './get-target-lists';

export const renameTargetList = ({ from, to }: { from: string; to: string }) =>
  api.call(routes.putTargetList, { params: { listname: from }, body: { name: to } });

export function useRenameTargetList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTargetList,
    onSuccess: (list, { from }) => {
      // The screen moves to the new name; refetching the old one now would only answer 404 under the user.
      queryClient.setQueryData(getTargetListQueryOptions(list.name).queryKey, list);
      void queryClient.invalidateQueries({
        queryKey: getTargetListQueryOptions(from).queryKey,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: [...targetListsQueryKey, 'page'] });
    },
  });
}
