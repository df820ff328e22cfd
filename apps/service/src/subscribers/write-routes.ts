import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { etagHeader, ifMatchOf } from './etag';
import { toChange } from './input';
import { inTransaction } from './transaction';
import { unsubscribeByLink } from './unsubscribe';
import { buildView } from './views';
import { writeSubscriber } from './write-subscriber';

export function registerWriteRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.putSubscriber,
  )(async ({ params, body, bu, req }) => {
    const change = toChange(bu, body, true);
    const ifMatch = ifMatchOf(req);
    return inTransaction(app, async (trx) => {
      const { row, created } = await writeSubscriber(app, trx, bu, params.id, change, {
        create: true,
        ifMatch,
      });
      const view = await buildView(trx, bu, row, 'full');
      return { status: created ? (201 as const) : (200 as const), body: view, headers: etagHeader(row) };
    });
  });

  registerRoute(
    fastify,
    app,
    routes.updateSubscriber,
  )(async ({ params, body, bu, req }) => {
    const change = toChange(bu, body, false);
    const ifMatch = ifMatchOf(req);
    return inTransaction(app, async (trx) => {
      const { row } = await writeSubscriber(app, trx, bu, params.id, change, { create: false, ifMatch });
      const view = await buildView(trx, bu, row, 'full');
      return { status: 200 as const, body: view, headers: etagHeader(row) };
    });
  });

  registerRoute(
    fastify,
    app,
    routes.unsubscribe,
  )(async ({ body, bu }) =>
    inTransaction(app, async (trx) => {
      const r = await unsubscribeByLink(trx, bu, body.s, body.i);
      return { status: 200 as const, body: r.body, headers: etagHeader(r.row) };
    }),
  );
}
