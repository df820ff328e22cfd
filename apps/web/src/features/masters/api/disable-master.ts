import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from '../../../lib/masters/get-master';

export const disableMaster = (id: string) => api.call(routes.disableMaster, { params: { id } });

export function useDisableMaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMaster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mastersQueryKey }),
  });
}
