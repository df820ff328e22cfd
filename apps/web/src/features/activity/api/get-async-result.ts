import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export const getAsyncResult = (id: string, signal?: AbortSignal) =>
  api.call(routes.getAsyncResult, { params: { id }, query: { failed: true, completed: true }, signal });

// Under the tickets key: a ticket event (an import progressing) refreshes its record-level result too.
export const getAsyncResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'async-result', id],
    queryFn: ({ signal }) => getAsyncResult(id, signal),
  });

export const useAsyncResult = (id: string | undefined) =>
  useQuery({ ...getAsyncResultQueryOptions(id ?? ''), enabled: Boolean(id) });
