import { z } from 'zod';
import { TimestampSchema } from '../primitives';

export const ticketStates = ['accepted', 'processing', 'retrying', 'completed', 'failed'] as const;
export const TicketStateSchema = z.enum(ticketStates);
export type TicketState = z.infer<typeof TicketStateSchema>;
export const finalTicketStates: readonly TicketState[] = ['completed', 'failed'];

export const TicketEventSchema = z.object({
  state: TicketStateSchema,
  time: TimestampSchema,
  message: z.string(),
});
export type TicketEvent = z.infer<typeof TicketEventSchema>;

/** Spec 2.4: acknowledgement of an asynchronous request, and its progress. */
export const TicketSchema = z
  .object({
    id: z.string(),
    state: TicketStateSchema,
    message: z.string(),
    lastUpdate: TimestampSchema,
    request: z.object({
      id: z.unknown().describe('a string for send/test/report; the list name for member imports'),
      time: TimestampSchema,
      user: z.string(),
      uri: z.string(),
    }),
    response: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('for imports: asyncResultId, location and counts; for reports: reportId and location'),
    events: z.array(TicketEventSchema),
    responseUri: z.string().optional(),
    responseRef: z.string().optional(),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
