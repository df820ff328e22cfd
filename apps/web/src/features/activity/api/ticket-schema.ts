import { TicketEventSchema } from '@mailroom/contract';
import { z } from 'zod';

// The BFF's tracked ticket (apps/bff/src/tickets/wire.ts). Like the session, it is not part of
// packages/contract, so the SPA checks it here; the events are the service's own, from the contract.
export const trackedStates = [
  'submitting',
  'accepted',
  'processing',
  'retrying',
  'completed',
  'failed',
] as const;
export type TrackedState = (typeof trackedStates)[number];

export const TrackedTicketSchema = z.object({
  id: z.string(),
  serviceTicketId: z.string().nullable(),
  kind: z.string(),
  method: z.string(),
  path: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
  summary: z.string(),
  // A string rather than the enum: a state the SPA does not know yet still shows, as itself.
  state: z.string(),
  message: z.string(),
  events: z.array(TicketEventSchema),
  response: z.record(z.string(), z.unknown()).nullable(),
  importId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackedTicket = z.infer<typeof TrackedTicketSchema>;

export const TicketsPageSchema = z.object({
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  count: z.number(),
  tickets: z.array(TrackedTicketSchema),
});
export type TicketsPage = z.infer<typeof TicketsPageSchema>;

/** Every tickets query starts with this key, so one invalidation refreshes lists and details alike. */
export const ticketsQueryKey = ['tickets'] as const;
