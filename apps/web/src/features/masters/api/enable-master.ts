import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from '../../../lib/masters/get-master';

export const enableMaster = (id: string) => api.call(routes.enableMaster, { params: { id } });

export function useEnableMaster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableMaster,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mastersQueryKey }),
  });
}
