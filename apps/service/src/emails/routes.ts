import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { closeMailer } from '../delivery/transport';
import { trackingRoutes } from '../tracking/routes';
import { registerMasterDeliveryJob } from './master-delivery-job';
import { registerLookupRoute } from './lookup-route';
import { registerPreviewRoute } from './preview-route';
import { registerSendJob } from './send-job';
import { registerSendRoute } from './send-route';
import { registerTestJob } from './test-job';
import { registerTestRoute } from './test-route';

/** The emails family: send, test, preview, look-up, plus the public tracking and unsubscribe routes. */
export function emailRoutes(fastify: FastifyInstance, app: AppContext) {
  registerSendRoute(fastify, app);
  registerTestRoute(fastify, app);
  registerPreviewRoute(fastify, app);
  registerLookupRoute(fastify, app);
  trackingRoutes(fastify, app);
  fastify.addHook('onClose', (_instance, done) => {
    closeMailer(app);
    done();
  });
}

export function emailJobs(app: AppContext) {
  registerSendJob(app);
  registerTestJob(app);
  registerMasterDeliveryJob(app);
}
