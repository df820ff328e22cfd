import { z } from 'zod';
import { TrackedTicketSchema } from './tickets';

/** A CSV import through the BFF: its rows were sent in chunks, one tracked ticket each. */
export const ImportViewSchema = z.object({
  id: z.string(),
  /** The contract route each chunk was sent to, e.g. importTargetListMembers. */
  kind: z.string(),
  target: z.string(),
  user: z.object({ id: z.string(), email: z.string() }),
  state: z.enum(['uploading', 'processing', 'completed', 'failed']),
  error: z.string().nullable(),
  totalRows: z.number().int(),
  sentRows: z.number().int(),
  rejectedRows: z.number().int(),
  counts: z.object({ completed: z.number().int(), failed: z.number().int(), ignored: z.number().int() }),
  tickets: z.array(TrackedTicketSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportView = z.infer<typeof ImportViewSchema>;

/** Every failed row with its line in the CSV file (1 is the first data row), its status and the reason. */
export const ImportFailureSchema = z.object({
  row: z.number().int(),
  status: z.number().int(),
  message: z.string(),
});
export const ImportFailuresSchema = z.object({
  id: z.string(),
  count: z.number().int(),
  failures: z.array(ImportFailureSchema),
});
export type ImportFailures = z.infer<typeof ImportFailuresSchema>;
