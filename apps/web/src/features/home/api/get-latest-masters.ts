import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The masters whose numbers mean something: those that went out. One-off masters are `delivered` once sent, and
// ids grow with creation, so the last page of delivered masters holds the latest sends.
const live = 'delivered';

/**
 * The service sorts masters by id, ascending, and ids grow with creation: the latest are the last page. A
 * `limit=0` read gives the total first, then the last `count` are read and shown newest first.
 */
export async function getLatestMasters(count: number, signal?: AbortSignal) {
  const head = await api.call(routes.listMasters, { query: { limit: 0, state: live }, signal });
  const offset = Math.max(0, head.total - count);
  const page = await api.call(routes.listMasters, { query: { limit: count, offset, state: live }, signal });
  return { total: page.total, masters: [...page.masters].reverse() };
}

export const getLatestMastersQueryOptions = (count: number) =>
  queryOptions({
    queryKey: ['home', 'latest-masters', count],
    queryFn: ({ signal }) => getLatestMasters(count, signal),
  });

export const useLatestMasters = (count = 5) => useQuery(getLatestMastersQueryOptions(count));
