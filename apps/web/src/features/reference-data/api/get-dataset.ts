import { routes } from '@mailroom/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceDataQueryKey } from './get-datasets';

// One endpoint, two views: the summary (count, key, last update) and the schema (columns and their types).

export async function getDataset(dataset: string, signal?: AbortSignal) {
  const data = await api.call(routes.getDataset, { params: { dataset }, signal });
  if ('view' in data) throw new Error('the service answered the schema view to a summary request');
  return data;
}

export async function getDatasetSchema(dataset: string, signal?: AbortSignal) {
  const data = await api.call(routes.getDataset, { params: { dataset }, query: { view: 'schema' }, signal });
  if (!('view' in data)) throw new Error('the service answered the summary to a schema request');
  return data;
}

export const datasetQueryKey = (dataset: string) => [...referenceDataQueryKey, 'dataset', dataset] as const;

export const getDatasetQueryOptions = (dataset: string) =>
  queryOptions({
    queryKey: [...datasetQueryKey(dataset), 'summary'],
    queryFn: ({ signal }) => getDataset(dataset, signal),
  });

export const getDatasetSchemaQueryOptions = (dataset: string) =>
  queryOptions({
    queryKey: [...datasetQueryKey(dataset), 'schema'],
    queryFn: ({ signal }) => getDatasetSchema(dataset, signal),
    // Columns change only when an administrator recreates the dataset.
    staleTime: 5 * 60_000,
  });

export const useDataset = (dataset: string) => useQuery(getDatasetQueryOptions(dataset));
export const useDatasetSchema = (dataset: string) => useQuery(getDatasetSchemaQueryOptions(dataset));

/** The list answers only name and count; key and last update come from each row's summary. */
export const useDatasetSummaries = (names: string[]) =>
  useQueries({ queries: names.map((name) => ({ ...getDatasetQueryOptions(name), staleTime: 30_000 })) });
