import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const getMasterEventReport = (id: string, limit: number, offset: number, signal?: AbortSignal) =>
  api.call(routes.getMasterEventReport, { params: { id }, query: { limit, offset }, signal });

export const reportQueryKey = ['reports'] as const;

/**
 * A ready report never changes (the service freezes its events when it is requested), so what was read once
 * stays fresh; `limit: 0` reads the KPIs and the timeline without any event.
 */
export const getMasterEventReportQueryOptions = (id: string, limit: number, offset: number) =>
  queryOptions({
    queryKey: [...reportQueryKey, id, { limit, offset }],
    queryFn: ({ signal }) => getMasterEventReport(id, limit, offset, signal),
    staleTime: Infinity,
    placeholderData: limit > 0 ? keepPreviousData : undefined,
    retry: (count, error) => !isApiError(error, 404) && count < 2,
  });

export const useMasterEventReport = (id: string, page: { limit: number; offset: number }, enabled = true) =>
  useQuery({ ...getMasterEventReportQueryOptions(id, page.limit, page.offset), enabled });
