import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptAsync } from '../jobs/accept';
import { registerRoute } from '../platform/register';
import { IMPORT_JOB, type ImportPayload } from './import-job';
import { planListChanges } from './list-plan';
import { canonicalDivisions } from './subscription-plan';

export function registerImportRoute(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.importSubscribers,
  )(async ({ query, body, bu, req }) => {
    // Defaults apply to every record: a bad one is the caller's mistake once, not a failure per record.
    const defaults = body.defaults && {
      subscriptions:
        body.defaults.subscriptions &&
        canonicalDivisions(body.defaults.subscriptions, bu.settings, 'defaults.subscriptions'),
      targetLists: body.defaults.targetLists,
    };
    await planListChanges(app.db.kysely, bu.id, undefined, defaults?.targetLists, 'defaults.targetLists');
    const payload: ImportPayload = {
      existingSubscribers: body.existingSubscribers,
      resubscribe: body.resubscribe,
      errorThreshold: body.errorThreshold,
      defaults,
      subscribers: body.subscribers,
    };
    return acceptAsync(app, bu, req, {
      kind: IMPORT_JOB,
      message: `import of ${body.subscribers.length} subscribers accepted`,
      payload,
      query,
      body,
    });
  });
}
