import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

// The BFF filters on one state at a time, so "pending" is its four in-flight states asked for together.
export const pendingStates = ['submitting', 'accepted', 'processing', 'retrying'] as const;

// Only the fields Home shows of the BFF's tracked ticket (the Activity screen checks the whole of it).
const PendingTicketSchema = z.object({
  id: z.string(),
  kind: z.string(),
  summary: z.string(),
  state: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type PendingTicket = z.infer<typeof PendingTicketSchema>;

const PageSchema = z.object({ total: z.number(), tickets: z.array(PendingTicketSchema) });

export async function getPendingTickets(limit: number) {
  const pages = await Promise.all(
    pendingStates.map((state) =>
      api.request(
        `/tickets?${new URLSearchParams({ state, mine: 'true', limit: String(limit) })}`,
        PageSchema,
      ),
    ),
  );
  const tickets = pages
    .flatMap((p) => p.tickets)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
  return { total: pages.reduce((sum, p) => sum + p.total, 0), tickets };
}

// Under the 'tickets' key the ticket events invalidate, so a finished request leaves this list by itself.
export const getPendingTicketsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['tickets', 'home-pending', limit],
    queryFn: () => getPendingTickets(limit),
  });

export const usePendingTickets = (limit = 5) => useQuery(getPendingTicketsQueryOptions(limit));
