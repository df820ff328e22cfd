import type { Readable } from 'node:stream';
import { DatasetSchemaViewSchema, routes } from '@mailroom/contract';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { runCsvImport, ServiceRefused } from './csv-import';
import { csvRecords, type DatasetSchemaView, type FlatRecord } from './csv-records';

/** The dataset's columns from the service; its refusal (unknown dataset: 404) goes back to the browser. */
async function datasetSchema(ctx: AppContext, dataset: string): Promise<DatasetSchemaView> {
  const answer = await ctx.service.call(
    'GET',
    `/v2/reference-data/${encodeURIComponent(dataset)}?view=schema`,
  );
  const parsed = DatasetSchemaViewSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw new ServiceRefused(answer.status, answer.body);
  return parsed.data;
}

/**
 * A CSV whose header row names dataset columns into a dataset, through the service's record import (merge by
 * key). The schema is read first so cells can be sent as the JSON types their columns take.
 */
export async function importRecordsCsv(ctx: AppContext, who: Principal, dataset: string, input: Readable) {
  const schema = await datasetSchema(ctx, dataset);
  return runCsvImport(
    ctx,
    who,
    {
      route: routes.importRecords,
      path: `/v2/reference-data/${encodeURIComponent(dataset)}/records/import`,
      target: dataset,
      label: `into dataset ${dataset}`,
      body: (records: FlatRecord[]) => ({ records }),
    },
    csvRecords(input, schema),
  );
}
