import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** The key every masters query starts with, so a change to one master refreshes lists and details alike. */
export const mastersQueryKey = ['masters'] as const;

export const getMaster = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMaster, { params: { id }, signal });

export const getMasterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mastersQueryKey, 'one', id],
    queryFn: ({ signal }) => getMaster(id, signal),
  });

/**
 * One master, read by the Masters detail, the Preview picker and a report's page. Nothing is asked while the id is
 * not known yet (null or undefined); `staleTime` lets a screen that only shows the name reuse a recent read.
 */
export const useMaster = (id: string | null | undefined, options: { staleTime?: number } = {}) =>
  useQuery({ ...getMasterQueryOptions(id ?? ''), ...options, enabled: Boolean(id) });
