import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { sessionQueryKey } from '../../../lib/session';

export async function signOut(): Promise<void> {
  try {
    await api.request('/session', z.undefined(), { method: 'DELETE', expectUnauthorized: true });
  } catch (error) {
    // Already expired: signed out either way.
    if (!isApiError(error, 401)) throw error;
  }
  api.setCsrfToken(undefined);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Only the session is forgotten here: dropping the screen's queries while it is still mounted would refetch
    // them without a session. RequireSession then leaves for sign-in; the next sign-in clears the cache.
    onSuccess: () => queryClient.setQueryData(sessionQueryKey, null),
  });
}
