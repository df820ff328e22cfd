import { routes, type ContentBlockBody } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getContentBlockQueryOptions } from './get-content-block';
import { contentBlocksQueryKey } from './get-content-blocks';

export const putContentBlock = ({ id, body }: { id: string; body: ContentBlockBody }) =>
  api.call(routes.putContentBlock, { params: { id }, body });

export function usePutContentBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putContentBlock,
    onSuccess: (block) => {
      queryClient.setQueryData(getContentBlockQueryOptions(block.id).queryKey, block);
      void queryClient.invalidateQueries({ queryKey: [...contentBlocksQueryKey, 'page'] });
    },
  });
}
