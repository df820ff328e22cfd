import { notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { archiveMaster, disableMaster, enableMaster } from './actions';
import { requireMaster } from './change';
import { listMasters } from './list';
import { createMaster, putMaster } from './masters';
import { partRoutes } from './part-routes';
import { masterStats } from './stats';
import { masterLabel, toMaster, toSummary } from './wire';

export function masterRoutes(fastify: FastifyInstance, app: AppContext) {
  const db = app.db.kysely;

  registerRoute(
    fastify,
    app,
    routes.listMasters,
  )(async ({ query, bu }) => {
    const { total, rows } = await listMasters(db, bu.id, query);
    const { limit, offset } = query;
    return { status: 200, body: { total, offset, limit, count: rows.length, masters: rows.map(toSummary) } };
  });

  registerRoute(
    fastify,
    app,
    routes.getMasterStats,
  )(async ({ params, bu }) => {
    const row = await requireMaster(db, bu.id, params.id);
    if (row.status === 'deleted') throw notFound(`${masterLabel(params.id)} was deleted`);
    return { status: 200, body: await masterStats(db, bu.id, params.id) };
  });

  registerRoute(
    fastify,
    app,
    routes.createMaster,
  )(async ({ body, bu }) => ({ status: 201, body: toMaster(await createMaster(app, bu, body)) }));

  registerRoute(
    fastify,
    app,
    routes.getMaster,
  )(async ({ params, bu }) => {
    const row = await requireMaster(db, bu.id, params.id);
    if (row.status === 'deleted') throw notFound(`${masterLabel(params.id)} was deleted`);
    return { status: 200, body: toMaster(row) };
  });

  registerRoute(
    fastify,
    app,
    routes.putMaster,
  )(async ({ params, body, bu }) => ({
    status: 200,
    body: toMaster(await putMaster(app, bu, params.id, body)),
  }));

  registerRoute(
    fastify,
    app,
    routes.enableMaster,
  )(async ({ params, bu }) => ({ status: 200, body: toSummary(await enableMaster(app, bu.id, params.id)) }));

  registerRoute(
    fastify,
    app,
    routes.disableMaster,
  )(async ({ params, bu }) => ({ status: 200, body: toSummary(await disableMaster(app, bu.id, params.id)) }));

  registerRoute(
    fastify,
    app,
    routes.archiveMaster,
  )(async ({ params, bu }) => ({ status: 200, body: toSummary(await archiveMaster(app, bu.id, params.id)) }));

  partRoutes(fastify, app);
}
