import { ImportViewSchema, type ImportView } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export const isImportRunning = (view: ImportView | undefined) =>
  view?.state === 'uploading' || view?.state === 'processing';

export const getImport = (id: string) => api.request(`/imports/${encodeURIComponent(id)}`, ImportViewSchema);

/**
 * Keyed under the tickets key: the import's chunks are tracked tickets, so every ticket event the app shell's
 * stream receives refetches it and the progress bar moves without polling. The slow interval while it runs
 * only covers events missed while the stream reconnects.
 */
export const getImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'imports', id],
    queryFn: () => getImport(id),
    refetchInterval: (query) => (isImportRunning(query.state.data) ? 10_000 : false),
  });

export const useImport = (id: string) => useQuery(getImportQueryOptions(id));
