import { routes, SubscriberSchemaViewSchema } from '@mailroom/contract';
import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SubscriberSchemaView = z.infer<typeof SubscriberSchemaViewSchema>;

/** The company's profile attribute definitions and divisions, which the edit forms are built from. */
export async function getSubscriberSchema(signal?: AbortSignal): Promise<SubscriberSchemaView> {
  const data = await api.call(routes.listSubscribers, { query: { view: 'schema' }, signal });
  // The route answers a page or the schema view; parsing tells them apart without a cast.
  const parsed = SubscriberSchemaViewSchema.safeParse(data);
  if (!parsed.success) throw new Error('the service did not answer the schema view');
  return parsed.data;
}

export const getSubscriberSchemaQueryOptions = () =>
  queryOptions({
    queryKey: ['subscribers', 'schema'],
    queryFn: ({ signal }) => getSubscriberSchema(signal),
    // Definitions change with company settings, rarely within a session.
    staleTime: 5 * 60_000,
  });

export const useSubscriberSchema = () => useQuery(getSubscriberSchemaQueryOptions());
