import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DatasetsParams {
  limit: number;
  offset: number;
}

export const getDatasets = ({ limit, offset }: DatasetsParams, signal?: AbortSignal) =>
  api.call(routes.listDatasets, { query: { limit, offset }, signal });

export const referenceDataQueryKey = ['reference-data'] as const;

export const getDatasetsQueryOptions = (params: DatasetsParams) =>
  queryOptions({
    queryKey: [...referenceDataQueryKey, 'page', params],
    queryFn: ({ signal }) => getDatasets(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDatasets = (params: DatasetsParams) => useQuery(getDatasetsQueryOptions(params));
