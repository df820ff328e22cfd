import { routes } from '@mailroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The unit's profile attribute definitions, which overrides are checked against. */
export async function getProfileSchema(signal?: AbortSignal) {
  const data = await api.call(routes.listSubscribers, { query: { view: 'schema' }, signal });
  if (!('profile' in data) || !('view' in data) || data.view !== 'schema')
    throw new Error('the service did not answer the schema view');
  return data.profile.userAttrs;
}

export const getProfileSchemaQueryOptions = () =>
  queryOptions({
    queryKey: ['subscribers', 'schema'],
    queryFn: ({ signal }) => getProfileSchema(signal),
    staleTime: 5 * 60_000,
  });

export const useProfileSchema = () => useQuery(getProfileSchemaQueryOptions());
