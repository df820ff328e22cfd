import { badRequest, notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { etagHeader } from './etag';
import { lookupCriteria, pageByEmail, pageSubscribers } from './lookup';
import { findSubscriber } from './repository';
import { searchCriteria } from './search';
import { buildView, buildViews } from './views';

export function registerReadRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.listSubscribers,
  )(async ({ query, bu }) => {
    if (query.view === 'schema')
      return {
        status: 200,
        body: {
          view: 'schema' as const,
          profile: { userAttrs: bu.settings.profileAttributes },
          subscriptions: { divisions: bu.settings.divisions.map((d) => d.name) },
        },
      };
    if ((query.s === undefined) !== (query.i === undefined))
      throw badRequest(
        `${query.s === undefined ? 's' : 'i'} is required when ${query.s === undefined ? 'i' : 's'} is given`,
      );
    const token = query.s !== undefined && query.i !== undefined ? { s: query.s, i: query.i } : undefined;
    const lookup = query.email !== undefined || query.id !== undefined || token !== undefined;
    // The spec: an email look-up always answers with the full view.
    const view = query.email !== undefined ? 'full' : (query.view ?? 'basic');
    const paging = { limit: query.limit, offset: query.offset, anchors: app.deepPages };
    const page =
      query.email !== undefined && query.id === undefined && !token
        ? await pageByEmail(app.db.kysely, bu.id, query.email, paging)
        : await pageSubscribers(
            app.db.kysely,
            bu.id,
            lookupCriteria(bu.id, { email: query.email, id: query.id, token }),
            paging,
          );
    if (lookup && page.total === 0) {
      const by = [
        query.email !== undefined ? `email ${query.email}` : '',
        query.id !== undefined ? `id ${query.id}` : '',
        token ? `s ${token.s} and i ${token.i}` : '',
      ].filter(Boolean);
      throw notFound(`no subscriber matches ${by.join(' and ')}`);
    }
    const subscribers = await buildViews(app.db.kysely, bu, page.rows, view);
    return { status: 200, body: { ...envelope(view, page.total, query, subscribers), ...token } };
  });

  registerRoute(
    fastify,
    app,
    routes.searchSubscribers,
  )(async ({ query, body, bu }) => {
    const criteria = searchCriteria(app.db.dialect, bu, body.query);
    const view = query.view ?? 'basic';
    const page = await pageSubscribers(app.db.kysely, bu.id, criteria, {
      limit: query.limit,
      offset: query.offset,
      anchors: app.deepPages,
    });
    const subscribers = await buildViews(app.db.kysely, bu, page.rows, view);
    return { status: 200, body: envelope(view, page.total, query, subscribers) };
  });

  registerRoute(
    fastify,
    app,
    routes.getSubscriber,
  )(async ({ params, query, bu }) => {
    const row = await findSubscriber(app.db.kysely, bu.id, params.id);
    if (!row) throw notFound(`no subscriber ${params.id}`);
    const body = await buildView(app.db.kysely, bu, row, query.view ?? 'full');
    return { status: 200, body, headers: etagHeader(row) };
  });
}

/** The collection envelope shared by the list and search calls (spec 2.7). */
function envelope<T>(view: string, total: number, page: { offset: number; limit: number }, subscribers: T[]) {
  return { view, total, offset: page.offset, limit: page.limit, count: subscribers.length, subscribers };
}
