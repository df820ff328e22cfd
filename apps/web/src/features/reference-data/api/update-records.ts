import { routes, type DataRecord } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceDataQueryKey } from './get-datasets';

/** Merges records by key (the only write a dataset without a key accepts); answers per record. */
export const updateRecords = ({ dataset, records }: { dataset: string; records: DataRecord[] }) =>
  api.call(routes.updateRecords, { params: { dataset }, body: records });

export function useUpdateRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecords,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceDataQueryKey }),
  });
}
