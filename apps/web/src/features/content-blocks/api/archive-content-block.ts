import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getContentBlockQueryOptions } from './get-content-block';
import { contentBlocksQueryKey } from './get-content-blocks';

export const archiveContentBlock = (id: string) => api.call(routes.archiveContentBlock, { params: { id } });

export function useArchiveContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveContentBlock,
    onSuccess: (block) => {
      queryClient.setQueryData(getContentBlockQueryOptions(block.id).queryKey, block);
      void queryClient.invalidateQueries({ queryKey: [...contentBlocksQueryKey, 'page'] });
    },
  });
}
