import { routes, type ReportRequestBodySchema } from '@mailroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { getReportTicketQueryOptions } from './get-report-ticket';
import { reportTicketsQueryKey } from './get-report-tickets';

/** What the form sends: the wire (input) side of the body, before the service applies defaults. */
export type ReportFilters = z.input<typeof ReportRequestBodySchema>['filters'];

export const requestMasterEventReport = (filters: ReportFilters) =>
  api.call(routes.requestMasterEventReport, { body: { filters } });

export function useRequestMasterEventReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMasterEventReport,
    onSuccess: (ticket) => {
      // The 202 is the ticket as it stands: the report page shows it as pending at once, without a round trip.
      queryClient.setQueryData(getReportTicketQueryOptions(ticket.id).queryKey, ticket);
      void queryClient.invalidateQueries({ queryKey: [...reportTicketsQueryKey, 'page'] });
    },
  });
}
