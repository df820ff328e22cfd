import { ImportViewSchema, type ImportView } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export const isImportRunning = (view: ImportView | undefined) =>
  view?.state === 'uploading' || view?.state === 'processing';

export const getImport = (id: string) => api.request(`/imports/${encodeURIComponent(id)}`, ImportViewSchema);

/**
 * Under the tickets key: every ticket event of the app shell's stream refreshes it, so the progress bar moves
 * without polling; the slow interval only covers events missed while the stream reconnects.
 */
export const getImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'imports', id],
    queryFn: () => getImport(id),
    refetchInterval: (query) => (isImportRunning(query.state.data) ? 10_000 : false),
  });

export const useImport = (id: string) => useQuery(getImportQueryOptions(id));
