import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface MasterSearch {
  /** Digits look a master up by id; anything else searches the keywords. */
  text: string;
  deliveredOnly: boolean;
  limit: number;
}

export function masterSearchQuery({ text, deliveredOnly, limit }: MasterSearch) {
  const trimmed = text.trim();
  return {
    limit,
    offset: 0,
    archived: 'all' as const,
    ...(deliveredOnly ? { state: 'delivered' } : {}),
    ...(/^\d{1,18}$/.test(trimmed) ? { id: [trimmed] } : trimmed ? { keyword: trimmed.slice(0, 100) } : {}),
  };
}

export const getMasters = (search: MasterSearch, signal?: AbortSignal) =>
  api.call(routes.listMasters, { query: masterSearchQuery(search), signal });

export const getMastersQueryOptions = (search: MasterSearch) =>
  queryOptions({
    queryKey: ['masters', 'report-picker', search],
    queryFn: ({ signal }) => getMasters(search, signal),
    placeholderData: keepPreviousData,
  });

export const useMasterSearch = (search: MasterSearch) => useQuery(getMastersQueryOptions(search));
