import { notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { findTicket, toTicket } from './ticket-store';

export function ticketRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.getTicket,
  )(async ({ params, bu }) => {
    const row = await findTicket(app.db.kysely, bu.id, params.id);
    if (!row) throw notFound(`no ticket ${params.id} (tickets are kept 4 days)`);
    return { status: 200, body: toTicket(row) };
  });
}
