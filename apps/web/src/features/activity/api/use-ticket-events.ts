import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

/**
 * Listens to the BFF's server-sent `ticket` events for the signed-in user and refetches the tickets queries
 * on screen, so pending tickets flip to completed or failed by themselves. EventSource reconnects on its own
 * (the BFF asks for 2 s); the stream closes when the component using this unmounts.
 */
export function useTicketEvents(url = '/api/events') {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const onTicket = () => void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
    source.addEventListener('ticket', onTicket);
    return () => {
      source.removeEventListener('ticket', onTicket);
      source.close();
    };
  }, [queryClient, url]);
}
