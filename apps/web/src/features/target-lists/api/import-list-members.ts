import { ImportViewSchema } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { seedImportQuery } from '../../../lib/imports/get-import';

export interface ImportListMembersInput {
  listname: string;
  /** The file as chosen, or a rewritten CSV when the user picked a column the BFF would not pick itself. */
  csv: Blob | string;
}

/** The BFF answers once every chunk is handed to the service: the import then runs as tracked tickets. */
export const importListMembers = ({ listname, csv }: ImportListMembersInput) =>
  api.upload(
    `/imports/target-lists/${encodeURIComponent(listname)}/members`,
    ImportViewSchema,
    csv,
    'text/csv',
  );

export function useImportListMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importListMembers,
    onSuccess: (view) => seedImportQuery(queryClient, view),
  });
}
