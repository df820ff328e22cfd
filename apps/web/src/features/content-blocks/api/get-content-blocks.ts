import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ContentBlocksParams {
  limit: number;
  offset: number;
}

export const getContentBlocks = ({ limit, offset }: ContentBlocksParams, signal?: AbortSignal) =>
  api.call(routes.listContentBlocks, { query: { limit, offset }, signal });

export const contentBlocksQueryKey = ['content-blocks'] as const;

export const getContentBlocksQueryOptions = (params: ContentBlocksParams) =>
  queryOptions({
    queryKey: [...contentBlocksQueryKey, 'page', params],
    queryFn: ({ signal }) => getContentBlocks(params, signal),
    placeholderData: keepPreviousData,
  });

export const useContentBlocks = (params: ContentBlocksParams) =>
  useQuery(getContentBlocksQueryOptions(params));
