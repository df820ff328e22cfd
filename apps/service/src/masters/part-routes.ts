import { notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { requireMaster } from './change';
import { putSchedule, putTarget, putTemplate } from './parts';
import { masterLabel, parseSchedule, parseTarget, toTemplate } from './wire';

/** GET and PUT of a master's target, schedule and template. */
export function partRoutes(fastify: FastifyInstance, app: AppContext) {
  const db = app.db.kysely;

  registerRoute(
    fastify,
    app,
    routes.getMasterTarget,
  )(async ({ params, bu }) => {
    const target = parseTarget(await requireMaster(db, bu.id, params.id));
    if (target === null) throw notFound(`${masterLabel(params.id)} has no target yet`);
    return { status: 200, body: target };
  });

  registerRoute(
    fastify,
    app,
    routes.putMasterTarget,
  )(async ({ params, body, bu }) => {
    const target = parseTarget(await putTarget(app, bu, params.id, body));
    if (target === null) throw new Error('a target just written is missing');
    return { status: 200, body: target };
  });

  registerRoute(
    fastify,
    app,
    routes.getMasterSchedule,
  )(async ({ params, bu }) => {
    const schedule = parseSchedule(await requireMaster(db, bu.id, params.id));
    if (schedule === null) throw notFound(`${masterLabel(params.id)} has no schedule yet`);
    return { status: 200, body: schedule };
  });

  registerRoute(
    fastify,
    app,
    routes.putMasterSchedule,
  )(async ({ params, body, bu }) => {
    const schedule = parseSchedule(await putSchedule(app, bu, params.id, body));
    if (schedule === null) throw new Error('a schedule just written is missing');
    return { status: 200, body: schedule };
  });

  registerRoute(
    fastify,
    app,
    routes.getMasterTemplate,
  )(async ({ params, bu }) => ({ status: 200, body: toTemplate(await requireMaster(db, bu.id, params.id)) }));

  registerRoute(
    fastify,
    app,
    routes.putMasterTemplate,
  )(async ({ params, body, bu }) => ({
    status: 200,
    body: toTemplate(await putTemplate(app, bu, params.id, body)),
  }));
}
