import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { listEtag } from './etag';
import { archiveList, listPage, putList, requireList } from './lists';
import { toSummary, toTargetList } from './wire';

export function listRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.listTargetLists,
  )(async ({ query, bu }) => {
    if (query.view === 'schema')
      return { status: 200, body: { view: 'schema', targetList: bu.settings.listLoadAttributes } };
    const { limit, offset } = query;
    const { total, rows } = await listPage(app, bu.id, query.archived ?? 'false', limit, offset);
    return { status: 200, body: { total, offset, limit, count: rows.length, lists: rows.map(toSummary) } };
  });

  registerRoute(
    fastify,
    app,
    routes.getTargetList,
  )(async ({ params, bu }) => {
    const row = await requireList(app, bu.id, params.listname);
    return { status: 200, body: toTargetList(row), headers: { etag: listEtag(row) } };
  });

  registerRoute(
    fastify,
    app,
    routes.putTargetList,
  )(async ({ params, body, bu, req }) => {
    const { created, row } = await putList(app, bu.id, params.listname, body.name, req.headers['if-match']);
    return { status: created ? 201 : 200, body: toTargetList(row), headers: { etag: listEtag(row) } };
  });

  registerRoute(
    fastify,
    app,
    routes.archiveTargetList,
  )(async ({ params, bu }) => {
    const row = await archiveList(app, bu.id, params.listname);
    return { status: 200, body: toTargetList(row), headers: { etag: listEtag(row) } };
  });
}
