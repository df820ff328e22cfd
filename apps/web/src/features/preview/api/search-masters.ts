import { routes } from '@mailroom/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PICKER_PAGE_SIZE = 8;

export interface MasterSearch {
  /** Digits look a master up by id; anything else is a keyword (a substring of its keywords). */
  term: string;
  offset: number;
}

export function searchQuery({ term, offset }: MasterSearch) {
  const t = term.trim();
  const base = { limit: PICKER_PAGE_SIZE, offset };
  if (t === '') return base;
  return /^\d{1,18}$/.test(t) ? { ...base, id: [t] } : { ...base, keyword: [t] };
}

export const searchMasters = (search: MasterSearch, signal?: AbortSignal) =>
  api.call(routes.listMasters, { query: searchQuery(search), signal });

export const searchMastersQueryOptions = (search: MasterSearch) =>
  queryOptions({
    queryKey: ['masters', 'preview-picker', search],
    queryFn: ({ signal }) => searchMasters(search, signal),
    placeholderData: keepPreviousData,
  });

export const useMasterSearch = (search: MasterSearch) => useQuery(searchMastersQueryOptions(search));
