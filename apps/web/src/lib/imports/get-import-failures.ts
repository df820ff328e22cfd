import { ImportFailuresSchema } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const getImportFailures = (id: string) =>
  api.request(`/imports/${encodeURIComponent(id)}/failures`, ImportFailuresSchema);

/**
 * Read once the import is over, when the chunks' async results are final and never change again: not keyed
 * under the tickets key, so unrelated ticket events do not refetch a possibly long list.
 */
export const getImportFailuresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['imports', id, 'failures'],
    queryFn: () => getImportFailures(id),
    staleTime: Infinity,
  });

export const useImportFailures = (id: string, enabled: boolean) =>
  useQuery({ ...getImportFailuresQueryOptions(id), enabled });
