import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { messageForToken, recordTrackingEvent } from './message-ref';
import { unsubscribeRoutes } from './unsubscribe-routes';

/** The smallest transparent GIF: what the open pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const notFound = (what: string) => ({ code: 'not_found', message: what });

/**
 * Public routes reached from delivered mail (no Api-User): the open pixel, click redirects and the
 * unsubscribe page. Not part of the v2 contract; see docs/api.md "E-mails, rendering and tracking".
 */
export function trackingRoutes(fastify: FastifyInstance, app: AppContext) {
  fastify.get('/t/o/:file', async (req, reply) => {
    const { file } = req.params as { file: string };
    const m = file.endsWith('.gif') ? await messageForToken(app.db, file.slice(0, -4)) : undefined;
    if (!m) return reply.status(404).send(notFound('no such tracking pixel'));
    await recordTrackingEvent(app.db, m, 'open', null);
    return reply.header('cache-control', 'no-store, max-age=0').type('image/gif').send(PIXEL);
  });

  // Only the links stored with the message can be reached: an index is never a URL, so this is no open redirect.
  fastify.get('/t/c/:token/:index', async (req, reply) => {
    const { token, index } = req.params as { token: string; index: string };
    const m = await messageForToken(app.db, token);
    if (!m) return reply.status(404).send(notFound('no such tracked link'));
    const url = /^\d{1,6}$/.test(index) ? m.links[Number(index)] : undefined;
    if (url === undefined) return reply.status(404).send(notFound(`message ${m.id} has no link ${index}`));
    await recordTrackingEvent(app.db, m, 'click', url);
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  unsubscribeRoutes(fastify, app);
}
