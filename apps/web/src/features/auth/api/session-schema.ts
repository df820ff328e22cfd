import { z } from 'zod';

// The BFF's session answer. It is not part of packages/contract (which covers the service), so the SPA checks
// it here; moving it into the contract would give the BFF and the SPA one definition.
export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['viewer', 'editor', 'admin']),
  disabled: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionSchema = z.object({
  user: SessionUserSchema,
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;
