import { ImportViewSchema, type ImportView } from '@mailroom/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { ticketsQueryKey } from '../tickets-query-key';

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

/**
 * For the upload mutations (POST /imports/...), which answer the started import: show it at once, then read it
 * once more, since small chunks can finish before this answer arrives and their ticket events then found no
 * import query to refresh.
 */
export function seedImportQuery(queryClient: QueryClient, view: ImportView) {
  const { queryKey } = getImportQueryOptions(view.id);
  queryClient.setQueryData(queryKey, view);
  void queryClient.invalidateQueries({ queryKey });
}
