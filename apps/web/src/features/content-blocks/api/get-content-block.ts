import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentBlocksQueryKey } from './get-content-blocks';

export const getContentBlock = (id: string, signal?: AbortSignal) =>
  api.call(routes.getContentBlock, { params: { id }, signal });

export const getContentBlockQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...contentBlocksQueryKey, 'one', id],
    queryFn: ({ signal }) => getContentBlock(id, signal),
  });

export const useContentBlock = (id: string) => useQuery(getContentBlockQueryOptions(id));
