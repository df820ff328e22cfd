import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export const archiveTargetList = (listname: string) =>
  api.call(routes.archiveTargetList, { params: { listname } });

export function useArchiveTargetList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTargetList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetListsQueryKey }),
  });
}
