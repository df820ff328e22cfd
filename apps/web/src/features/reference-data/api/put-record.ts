import { routes, type DataRecord } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { datasetQueryKey } from './get-dataset';

export interface PutRecordInput {
  dataset: string;
  id: string;
  record: DataRecord;
}

/** Replaces the record: columns left out become null, so the form always sends every column. */
export const putRecord = ({ dataset, id, record }: PutRecordInput) =>
  api.call(routes.putRecord, { params: { dataset, id }, body: record });

export function usePutRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRecord,
    onSuccess: (_record, { dataset }) =>
      queryClient.invalidateQueries({ queryKey: datasetQueryKey(dataset) }),
  });
}
