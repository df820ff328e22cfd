import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { SessionSchema, type Session } from '@mailroom/contract';

export const signInInputSchema = z.object({
  // Loose on purpose: the BFF decides what a valid account address is (admin@example.com is its default).
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address')
    .regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address'),
  password: z.string().min(1, 'Enter your password'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export async function signIn(input: SignInInput): Promise<Session> {
  const session = await api.request('/session', SessionSchema, {
    method: 'POST',
    body: input,
    expectUnauthorized: true,
  });
  api.setCsrfToken(session.csrfToken);
  return session;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // Whatever was cached belonged to the previous user, if any.
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
}
