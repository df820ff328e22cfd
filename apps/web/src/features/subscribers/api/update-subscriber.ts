import { routes } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateSubscriberBodySchema } from '@mailroom/contract';
import { api } from '../../../lib/api-client';

export type SubscriberUpdate = z.input<typeof UpdateSubscriberBodySchema>;

export interface UpdateSubscriberInput {
  id: string;
  /** The ETag the form was filled from: a change made by someone else in between answers 409. */
  etag: string;
  body: SubscriberUpdate;
}

export const updateSubscriber = ({ id, etag, body }: UpdateSubscriberInput) =>
  api.call(routes.updateSubscriber, { params: { id }, body, headers: { 'if-match': etag } });

export function useUpdateSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscribers', 'lookup'] }),
  });
}
