import { ImportViewSchema } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { seedImportQuery } from '../../../lib/imports/get-import';

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
    onSuccess: (view) => seedImportQuery(queryClient, view),
  });
}
