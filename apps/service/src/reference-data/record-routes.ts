import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { deleteRecord, getRecord, putRecord, recordPage } from './records';
import { updateRecords } from './update-records';

export function recordRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.listRecords,
  )(async ({ params, query, bu }) => ({
    status: 200,
    body: await recordPage(app, bu.id, params.dataset, query),
  }));

  registerRoute(
    fastify,
    app,
    routes.updateRecords,
  )(async ({ params, body, bu }) => ({
    status: 200,
    body: await updateRecords(app, bu.id, params.dataset, body),
  }));

  registerRoute(
    fastify,
    app,
    routes.getRecord,
  )(async ({ params, bu }) => ({
    status: 200,
    body: await getRecord(app, bu.id, params.dataset, params.id),
  }));

  registerRoute(
    fastify,
    app,
    routes.putRecord,
  )(async ({ params, body, bu }) => {
    const { created, record } = await putRecord(app, bu.id, params.dataset, params.id, body);
    return { status: created ? 201 : 200, body: record };
  });

  registerRoute(
    fastify,
    app,
    routes.deleteRecord,
  )(async ({ params, bu }) => {
    await deleteRecord(app, bu.id, params.dataset, params.id);
    return { status: 204, body: undefined };
  });
}
