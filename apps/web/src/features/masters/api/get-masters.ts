import { routes, type MastersQuery } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mastersQueryKey } from '../../../lib/masters/get-master';

/** The wire form of GET /v2/masters' query (repeated parameters as arrays, state as a comma list). */
export interface MastersParams {
  limit: number;
  offset: number;
  keyword?: string;
  campaign?: string;
  subscription?: string;
  triggered?: 'true' | 'false';
  state?: string;
  schedulePeriod?: string;
  id?: string[];
  archived?: NonNullable<MastersQuery['archived']>;
}

export const getMasters = (query: MastersParams, signal?: AbortSignal) =>
  api.call(routes.listMasters, { query, signal });

export const getMastersQueryOptions = (params: MastersParams) =>
  queryOptions({
    queryKey: [...mastersQueryKey, 'page', params],
    queryFn: ({ signal }) => getMasters(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMasters = (params: MastersParams) => useQuery(getMastersQueryOptions(params));
