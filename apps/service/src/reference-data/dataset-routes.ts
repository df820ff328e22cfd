import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { datasetPage, requireDataset, toSchemaView, toSummary } from './datasets';

export function datasetRoutes(fastify: FastifyInstance, app: AppContext) {
  // view=schema describes one dataset; on the collection it changes nothing (documented in docs/api.md).
  registerRoute(
    fastify,
    app,
    routes.listDatasets,
  )(async ({ query, bu }) => ({
    status: 200,
    body: await datasetPage(app, bu.id, query.limit, query.offset),
  }));

  registerRoute(
    fastify,
    app,
    routes.getDataset,
  )(async ({ params, query, bu }) => {
    const ds = await requireDataset(app, bu.id, params.dataset);
    return { status: 200, body: query.view === 'schema' ? toSchemaView(ds) : toSummary(ds) };
  });
}
