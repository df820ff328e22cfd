import { z } from 'zod';
import { ConsoleEmailSchema, ConsoleUserSchema } from './users';

export const SignInBodySchema = z.strictObject({
  email: ConsoleEmailSchema,
  password: z.string().min(1).max(200),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** The signed-in user, the token every state-changing call must echo in `x-csrf-token`, and the expiry. */
export const SessionSchema = z.object({
  user: ConsoleUserSchema,
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;
