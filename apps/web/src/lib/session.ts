import { hasConsoleRole, SessionSchema, type ConsoleRole, type Session } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { isApiError } from './api-error';

/** The current session, or null when signed out; remembers the CSRF token for later writes. */
export async function getSession(): Promise<Session | null> {
  try {
    const session = await api.request('/session', SessionSchema, { expectUnauthorized: true });
    api.setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (isApiError(error, 401)) {
      api.setCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

export const sessionQueryKey = ['session'] as const;

export const getSessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: Infinity });

export const useSession = () => useQuery(getSessionQueryOptions());

/**
 * Whether the signed-in user's role includes `needed`. Used to hide or disable controls; the BFF refuses the
 * call anyway, so this is a courtesy, never the guard.
 */
export function useHasRole(needed: ConsoleRole): boolean {
  const session = useSession();
  return hasConsoleRole(session.data?.user.role, needed);
}
