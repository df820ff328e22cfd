import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { SessionSchema, type Session } from './session-schema';

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
