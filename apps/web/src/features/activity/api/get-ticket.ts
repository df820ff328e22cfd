import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TrackedTicketSchema } from '@mailroom/contract';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export const getTicket = (id: string) =>
  api.request(`/tickets/${encodeURIComponent(id)}`, TrackedTicketSchema);

export const getTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'one', id],
    queryFn: () => getTicket(id),
  });

export const useTicket = (id: string) => useQuery(getTicketQueryOptions(id));
