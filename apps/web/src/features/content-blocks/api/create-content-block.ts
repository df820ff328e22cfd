import { routes, type ContentBlockBody } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getContentBlockQueryOptions } from './get-content-block';
import { contentBlocksQueryKey } from './get-content-blocks';

export const createContentBlock = (body: ContentBlockBody) => api.call(routes.createContentBlock, { body });

export function useCreateContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentBlock,
    onSuccess: (block) => {
      queryClient.setQueryData(getContentBlockQueryOptions(block.id).queryKey, block);
      void queryClient.invalidateQueries({ queryKey: [...contentBlocksQueryKey, 'page'] });
    },
  });
}
