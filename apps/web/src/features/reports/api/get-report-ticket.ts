import { isTrackedFinal as isFinal, routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { reportTicketsQueryKey } from './get-report-tickets';

/**
 * The service's ticket of a report request. Its id is the report's id, so a report page needs one id for both;
 * the ticket is kept 4 days and the report 7, so a missing ticket is not yet a missing report.
 */
export const getReportTicket = (id: string, signal?: AbortSignal) =>
  api.call(routes.getTicket, { params: { id }, signal });

export const getReportTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...reportTicketsQueryKey, 'ticket', id],
    queryFn: ({ signal }) => getReportTicket(id, signal),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    // The app shell's SSE stream refetches tickets the moment one changes, so reading again on every mount
    // would only add requests; the slow poll is a safety net for an event missed while the stream reconnected.
    staleTime: 10_000,
    refetchInterval: (query) => (query.state.data && !isFinal(query.state.data.state) ? 30_000 : false),
  });

export const useReportTicket = (id: string) => useQuery(getReportTicketQueryOptions(id));
