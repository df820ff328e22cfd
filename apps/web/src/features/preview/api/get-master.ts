import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMaster = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMaster, { params: { id }, signal });

export const getMasterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['masters', 'one', id],
    queryFn: ({ signal }) => getMaster(id, signal),
  });

export const useMaster = (id: string | null) =>
  useQuery({ ...getMasterQueryOptions(id ?? ''), enabled: id !== null });
