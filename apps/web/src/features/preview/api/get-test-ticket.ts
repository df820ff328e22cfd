import { isTrackedFinal, TrackedTicketsPageSchema } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

/**
 * The BFF's tracked ticket of a test send, found by the service ticket id the 202 carried (the typed client
 * keeps only the service's ticket). The newest of the user's test sends are searched: this one is among them.
 */
export async function getTestTicket(serviceTicketId: string) {
  const query = new URLSearchParams({ kind: 'testEmail', mine: 'true', limit: '50' });
  const page = await api.request(`/tickets?${query}`, TrackedTicketsPageSchema);
  return page.tickets.find((t) => t.serviceTicketId === serviceTicketId) ?? null;
}

// Under the tickets key, which the app shell's SSE stream invalidates: the state flips by itself.
export const getTestTicketQueryOptions = (serviceTicketId: string) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'preview-test', serviceTicketId],
    queryFn: () => getTestTicket(serviceTicketId),
    // A fallback for a dropped event stream; the stream normally refreshes it first.
    refetchInterval: (q) => (q.state.data && isTrackedFinal(q.state.data.state) ? false : 10_000),
  });

export const useTestTicket = (serviceTicketId: string) =>
  useQuery(getTestTicketQueryOptions(serviceTicketId));
