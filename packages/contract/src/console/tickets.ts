import { z } from 'zod';
import { TicketEventSchema } from '../resources/tickets';
import { consolePage, ConsolePagingQuerySchema } from './paging';

/** The BFF adds `submitting` (until the service acknowledged the request) to the service's ticket states. */
export const trackedPendingStates = ['submitting', 'accepted', 'processing', 'retrying'] as const;
export const trackedFinalStates = ['completed', 'failed'] as const;
export const trackedStates = [...trackedPendingStates, ...trackedFinalStates] as const;
export type TrackedState = (typeof trackedStates)[number];
export const isTrackedFinal = (state: string) => (trackedFinalStates as readonly string[]).includes(state);

export const TrackedTicketsQuerySchema = ConsolePagingQuerySchema.extend({
  kind: z.string().max(100).optional(),
  state: z.enum(trackedStates).optional(),
  mine: z.enum(['true', 'false', '1', '0']).optional(),
  importId: z.string().max(100).optional(),
});
export type TrackedTicketsQuery = z.infer<typeof TrackedTicketsQuerySchema>;

/** An asynchronous request the console made, as the BFF tracks it; never its callback secret. */
export const TrackedTicketSchema = z.object({
  id: z.string(),
  serviceTicketId: z.string().nullable(),
  kind: z.string(),
  access: z.string(),
  method: z.string(),
  path: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
  summary: z.string(),
  // A string rather than the enum: a state a client does not know yet still shows, as itself.
  state: z.string(),
  message: z.string(),
  events: z.array(TicketEventSchema),
  response: z.record(z.string(), z.unknown()).nullable(),
  importId: z.string().nullable(),
  callbackReceived: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TrackedTicket = z.infer<typeof TrackedTicketSchema>;

export const TrackedTicketsPageSchema = consolePage('tickets', TrackedTicketSchema);
export type TrackedTicketsPage = z.infer<typeof TrackedTicketsPageSchema>;
