import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptAsync } from '../jobs/accept';
import { registerRoute } from '../platform/register';
import { mapCsv } from './csv-file';
import { requireDataset } from './datasets';
import { RECORD_IMPORT_JOB, type RecordImportPayload } from './import-job';
import { datasetLabel } from './record-input';

export function importRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.importRecords,
  )(async ({ params, query, body, bu, req }) => {
    const ds = await requireDataset(app, bu.id, params.dataset);
    // The job finds the dataset again by id and checks every record against its schema one by one.
    const payload: RecordImportPayload = {
      mode: 'json',
      datasetId: ds.id,
      datasetName: ds.name,
      records: body.records,
      errorThreshold: body.errorThreshold,
    };
    return acceptAsync(app, bu, req, {
      kind: RECORD_IMPORT_JOB,
      requestId: ds.name,
      message: `import of ${body.records.length} records into ${datasetLabel(ds.name)} accepted`,
      payload,
      query,
      body,
    });
  });

  registerRoute(
    fastify,
    app,
    routes.fileImportRecords,
  )(async ({ params, query, body, bu, req }) => {
    const ds = await requireDataset(app, bu.id, params.dataset);
    const mapped = mapCsv(ds, body);
    const payload: RecordImportPayload = {
      mode: 'csv',
      datasetId: ds.id,
      datasetName: ds.name,
      ...mapped,
      errorThreshold: body.errorThreshold,
    };
    return acceptAsync(app, bu, req, {
      kind: RECORD_IMPORT_JOB,
      requestId: ds.name,
      message: `file import of ${mapped.rows.length} rows into ${datasetLabel(ds.name)} accepted`,
      payload,
      query,
      body,
    });
  });
}
