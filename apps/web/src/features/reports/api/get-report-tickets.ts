import { TrackedTicketsPageSchema } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

/** The BFF names a tracked ticket's kind after the contract route that started it. */
export const REPORT_TICKET_KIND = 'requestMasterEventReport';

// Under the tickets key on purpose: the app shell's SSE listener invalidates every query under it when a
// ticket changes, which is what flips a pending report to ready on screen without polling.
export const reportTicketsQueryKey = [...ticketsQueryKey, 'reports'] as const;

export interface ReportTicketsParams {
  limit: number;
  offset: number;
}

export const getReportTickets = ({ limit, offset }: ReportTicketsParams) => {
  const query = new URLSearchParams({
    kind: REPORT_TICKET_KIND,
    limit: String(limit),
    offset: String(offset),
  });
  return api.request(`/tickets?${query.toString()}`, TrackedTicketsPageSchema);
};

export const getReportTicketsQueryOptions = (params: ReportTicketsParams) =>
  queryOptions({
    queryKey: [...reportTicketsQueryKey, 'page', params],
    queryFn: () => getReportTickets(params),
    placeholderData: keepPreviousData,
  });

export const useReportTickets = (params: ReportTicketsParams) =>
  useQuery(getReportTicketsQueryOptions(params));
