import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { datasetQueryKey } from './get-dataset';

export interface RecordsParams {
  dataset: string;
  limit: number;
  offset: number;
  /** Column → accepted values; values of one column OR together, columns AND together. */
  filters: Record<string, string[]>;
}

// The catchall filters give the query an index signature of strings, so paging travels as text too.
export const getRecords = ({ dataset, limit, offset, filters }: RecordsParams, signal?: AbortSignal) =>
  api.call(routes.listRecords, {
    params: { dataset },
    query: { ...filters, limit: String(limit), offset: String(offset) },
    signal,
  });

export const recordsQueryKey = (dataset: string) => [...datasetQueryKey(dataset), 'records'] as const;

export const getRecordsQueryOptions = (params: RecordsParams) =>
  queryOptions({
    queryKey: [...recordsQueryKey(params.dataset), 'page', params],
    queryFn: ({ signal }) => getRecords(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRecords = (params: RecordsParams, enabled = true) =>
  useQuery({ ...getRecordsQueryOptions(params), enabled });
