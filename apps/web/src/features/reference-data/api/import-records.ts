import { ImportViewSchema } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getImportQueryOptions } from './get-import';

/** The BFF reads the CSV as it arrives and hands it to the service's import in chunks, one ticket each. */
export const importRecords = ({ dataset, file }: { dataset: string; file: Blob }) =>
  api.upload(
    `/imports/reference-data/${encodeURIComponent(dataset)}/records`,
    ImportViewSchema,
    file,
    'text/csv',
  );

export function useImportRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRecords,
    onSuccess: (view) => {
      const { queryKey } = getImportQueryOptions(view.id);
      queryClient.setQueryData(queryKey, view);
      // Chunks can complete before this answer arrives; their ticket events had no import query to refresh.
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
