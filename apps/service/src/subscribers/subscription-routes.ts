import { notFound, routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { BusinessUnit } from '../platform/auth';
import { registerRoute } from '../platform/register';
import { toWire } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';
import { etagHeader, ifMatchOf } from './etag';
import { findSubscriber, type SubscriberRow } from './repository';
import { canonicalDivision, canonicalDivisions, type ChangeSet } from './subscription-plan';
import { loadCurrent, loadEvents, toSubscriptions } from './subscription-store';
import { inTransaction } from './transaction';
import { writeSubscriber, type SubscriberChange } from './write-subscriber';

async function collection(db: Executor, row: SubscriberRow) {
  const [current, events] = await Promise.all([loadCurrent(db, [row.pk]), loadEvents(db, [row.pk])]);
  return toSubscriptions(current.get(row.pk) ?? [], events.get(row.pk) ?? []);
}

/** One division of one subscriber: its state (unsubscribed when never subscribed) and its history. */
async function division(db: Executor, row: SubscriberRow, name: string) {
  const [current, events] = await Promise.all([loadCurrent(db, [row.pk]), loadEvents(db, [row.pk], name)]);
  const state = current.get(row.pk)?.find((r) => r.division === name)?.state ?? 'unsubscribed';
  const history = (events.get(row.pk) ?? []).map((e) => ({ state: e.state, time: toWire(e.time) }));
  return { division: name, state, events: history };
}

async function mustFind(app: AppContext, bu: BusinessUnit, id: string) {
  const row = await findSubscriber(app.db.kysely, bu.id, id);
  if (!row) throw notFound(`no subscriber ${id}`);
  return row;
}

export function registerSubscriptionRoutes(fastify: FastifyInstance, app: AppContext) {
  const write = (bu: BusinessUnit, id: string, change: SubscriberChange, ifMatch: string | undefined) =>
    inTransaction(app, async (trx) => {
      const { row } = await writeSubscriber(app, trx, bu, id, change, { create: false, ifMatch });
      return row;
    });
  const changeOf = (bu: BusinessUnit, cs: ChangeSet) => ({
    subscriptions: canonicalDivisions(cs, bu.settings, 'subscriptions'),
  });

  registerRoute(
    fastify,
    app,
    routes.getSubscriptions,
  )(async ({ params, bu }) => {
    const row = await mustFind(app, bu, params.id);
    return { status: 200, body: await collection(app.db.kysely, row), headers: etagHeader(row) };
  });

  registerRoute(
    fastify,
    app,
    routes.putSubscriptions,
  )(async ({ params, body, bu, req }) => {
    const change: SubscriberChange = {
      dead: body.dead,
      setReferred: body.setReferred,
      subscriptions: canonicalDivisions({ memberOf: body.memberOf }, bu.settings, ''),
    };
    return inTransaction(app, async (trx) => {
      const { row } = await writeSubscriber(app, trx, bu, params.id, change, {
        create: false,
        ifMatch: ifMatchOf(req),
      });
      return { status: 200 as const, body: await collection(trx, row), headers: etagHeader(row) };
    });
  });

  registerRoute(
    fastify,
    app,
    routes.deleteSubscriptions,
  )(async ({ params, bu, req }) => {
    const row = await write(bu, params.id, changeOf(bu, { remove: ['*'] }), ifMatchOf(req));
    return { status: 204, body: undefined, headers: etagHeader(row) };
  });

  registerRoute(
    fastify,
    app,
    routes.getSubscription,
  )(async ({ params, bu }) => {
    const name = canonicalDivision(params.name, bu.settings, 'name');
    const row = await mustFind(app, bu, params.id);
    return { status: 200, body: await division(app.db.kysely, row, name), headers: etagHeader(row) };
  });

  for (const def of [routes.putSubscription, routes.deleteSubscription]) {
    registerRoute(
      fastify,
      app,
      def,
    )(async ({ params, bu, req }) => {
      const name = canonicalDivision(params.name, bu.settings, 'name');
      const cs = def.method === 'PUT' ? { add: [name] } : { remove: [name] };
      return inTransaction(app, async (trx) => {
        const { row } = await writeSubscriber(app, trx, bu, params.id, changeOf(bu, cs), {
          create: false,
          ifMatch: ifMatchOf(req),
        });
        return { status: 200 as const, body: await division(trx, row, name), headers: etagHeader(row) };
      });
    });
  }
}
