import { z } from 'zod';
import { consolePage, ConsolePagingQuerySchema } from './paging';

export const AuditQuerySchema = ConsolePagingQuerySchema.extend({
  userId: z.string().max(100).optional(),
  action: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** One line of the audit log: who did what to which target, and how it ended. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  outcome: z.string(),
  status: z.number().int(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = consolePage('entries', AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
