import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordsQueryKey } from './get-records';

export const getRecord = (dataset: string, id: string, signal?: AbortSignal) =>
  api.call(routes.getRecord, { params: { dataset, id }, signal });

export const getRecordQueryOptions = (dataset: string, id: string) =>
  queryOptions({
    queryKey: [...recordsQueryKey(dataset), 'one', id],
    queryFn: ({ signal }) => getRecord(dataset, id, signal),
    // An edit form must start from what is stored now, not from a page read minutes ago.
    staleTime: 0,
  });

export const useRecord = (dataset: string, id: string | null) =>
  useQuery({ ...getRecordQueryOptions(dataset, id ?? ''), enabled: id !== null });
