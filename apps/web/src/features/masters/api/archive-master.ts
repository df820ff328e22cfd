import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from '../../../lib/masters/get-master';

export const archiveMaster = (id: string) => api.call(routes.archiveMaster, { params: { id } });

export function useArchiveMaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMaster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mastersQueryKey }),
  });
}
