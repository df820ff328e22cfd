import { ImportFailuresSchema } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getImportFailures = (id: string) =>
  api.request(`/imports/${encodeURIComponent(id)}/failures`, ImportFailuresSchema);

/** Read once the import is over, when its failures are final. */
export const getImportFailuresQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['imports', id, 'failures'],
    queryFn: () => getImportFailures(id),
    staleTime: Infinity,
  });

export const useImportFailures = (id: string, enabled: boolean) =>
  useQuery({ ...getImportFailuresQueryOptions(id), enabled });
