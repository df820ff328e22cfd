import { ListNameSchema, routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { targetListsQueryKey } from './get-target-lists';

export const targetListNameInputSchema = z.object({ name: ListNameSchema });

/**
 * PUT creates a list when the name is free (201) and answers 200 unchanged when it already exists: `created`
 * tells the two apart so the form can say the name is taken instead of pretending it made a list.
 */
export async function createTargetList(name: string) {
  const { status, data } = await api.callWithStatus(routes.putTargetList, {
    params: { listname: name },
    body: { name },
  });
  return { list: data, created: status === 201 };
}

export function useCreateTargetList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTargetList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: targetListsQueryKey }),
  });
}
