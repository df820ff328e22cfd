import { routes, type TestEmailBody } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export const testEmail = (body: TestEmailBody) => api.call(routes.testEmail, { body });

export function useTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testEmail,
    // The BFF now tracks a new ticket: lists of tickets on any screen should show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
