import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network blips and 5xx get one more try.
        retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
      },
    },
  });
}
