import { Router } from 'express';
import type { AppContext } from '../context';
import { sendError } from '../platform/errors';
import { findTicket } from './repository';
import { refreshFromService, verifyCallbackSecret } from './tracker';
import { isFinal } from './wire';

/**
 * The service POSTs a ticket's final state here. The body is deliberately not trusted: the URL secret only
 * proves the caller knows the callback address (which the service echoes in ticket reads), so the BFF treats the
 * call as a nudge and re-reads the ticket from the service with its own key. Replays of a final ticket are
 * acknowledged and ignored.
 */
export function callbackRoutes(ctx: AppContext): Router {
  const r = Router();
  r.post('/api/callbacks/:id/:secret', async (req, res) => {
    req.resume();
    const id = String(req.params.id);
    const secret = String(req.params.secret);
    const row = await findTicket(ctx.db, id.slice(0, 100));
    if (!row || secret.length > 100 || !verifyCallbackSecret(ctx, row, secret))
      return sendError(res, 'not_found', 'no such callback');
    if (isFinal(row.state) && row.callback_at) return res.status(204).end();
    // The callback overtook the service's 202: ask the service to try again a little later.
    if (!row.service_ticket_id) return sendError(res, 'conflict', 'the ticket is not registered yet; retry');
    try {
      await refreshFromService(ctx, id, 'callback');
    } catch (err) {
      req.log.warn({ err }, 'callback could not re-read the ticket from the service');
      return sendError(res, 'bad_gateway', 'could not confirm the ticket with the service; retry');
    }
    res.status(204).end();
  });
  return r;
}
