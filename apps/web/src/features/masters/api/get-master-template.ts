import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from '../../../lib/masters/get-master';

export const getMasterTemplate = (id: string, signal?: AbortSignal) =>
  api.call(routes.getMasterTemplate, { params: { id }, signal });

export const getMasterTemplateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mastersQueryKey, 'template', id],
    queryFn: ({ signal }) => getMasterTemplate(id, signal),
  });

export const useMasterTemplate = (id: string) => useQuery(getMasterTemplateQueryOptions(id));
