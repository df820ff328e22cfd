import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceDataQueryKey } from './get-datasets';

export const deleteRecord = ({ dataset, id }: { dataset: string; id: string }) =>
  api.call(routes.deleteRecord, { params: { dataset, id } });

export function useDeleteRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecord,
    // The record count of the datasets list changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
  });
}
