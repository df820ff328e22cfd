import { z } from 'zod';
import { TimestampSchema } from '../primitives';

export const PingSchema = z
  .object({ status: z.literal('ok'), time: TimestampSchema, version: z.string(), database: z.string() })
  .meta({ id: 'Ping' });

export const DivisionSchema = z.object({ name: z.string(), description: z.string() });

/** Company-level settings of the caller's business unit. */
export const CompanySchema = z
  .object({
    name: z.string(),
    divisions: z.array(DivisionSchema),
    fromAddresses: z.array(z.object({ email: z.string(), friendlyName: z.string() })),
    replyToAddresses: z.array(z.object({ email: z.string(), friendlyName: z.string() })),
    encodings: z.array(z.string()),
    settings: z.object({
      defaultEncoding: z.string(),
      timezone: z.string(),
      ticketRetentionDays: z.int(),
      reportRetentionDays: z.int(),
    }),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof CompanySchema>;
