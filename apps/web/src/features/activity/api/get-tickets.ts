import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TrackedTicketsPageSchema as TicketsPageSchema, type TrackedState } from '@mailroom/contract';
import { ticketsQueryKey } from '../../../lib/tickets-query-key';

export interface TicketsParams {
  limit: number;
  offset: number;
  kind?: string | undefined;
  state?: TrackedState | undefined;
  mine?: boolean | undefined;
}

export function ticketsSearch({ limit, offset, kind, state, mine }: TicketsParams): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (kind) query.set('kind', kind);
  if (state) query.set('state', state);
  if (mine) query.set('mine', 'true');
  return query.toString();
}

export const getTickets = (params: TicketsParams) =>
  api.request(`/tickets?${ticketsSearch(params)}`, TicketsPageSchema);

export const getTicketsQueryOptions = (params: TicketsParams) =>
  queryOptions({
    queryKey: [...ticketsQueryKey, 'page', params],
    queryFn: () => getTickets(params),
    placeholderData: keepPreviousData,
  });

export const useTickets = (params: TicketsParams) => useQuery(getTicketsQueryOptions(params));
