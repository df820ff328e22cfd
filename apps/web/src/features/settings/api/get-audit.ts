import { AuditPageSchema } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditParams {
  limit: number;
  offset: number;
  action?: string | undefined;
}

export const getAudit = ({ limit, offset, action }: AuditParams) => {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (action) query.set('action', action);
  return api.request(`/audit?${query.toString()}`, AuditPageSchema);
};

export const getAuditQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: ['audit', params],
    queryFn: () => getAudit(params),
    placeholderData: keepPreviousData,
  });

export const useAudit = (params: AuditParams) => useQuery(getAuditQueryOptions(params));
