import { ApiError, TrackedTicketsQuerySchema as TicketQuerySchema } from '@mailroom/contract';
import { Router } from 'express';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { page } from '../platform/paging';
import { parseOr400 } from '../platform/validate';
import { findTicket, listTickets } from './repository';
import { toTicketView } from './wire';

/** Every signed-in user sees the activity of the whole console (the Activity screen); `mine` narrows it. */
export function ticketRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/api/tickets', requireRole('viewer'), async (req, res) => {
    const q = parseOr400(TicketQuerySchema, req.query, 'query');
    const mine = q.mine === 'true' || q.mine === '1';
    const { rows, total } = await listTickets(ctx.db, {
      ...q,
      userId: mine ? req.principal!.userId : undefined,
    });
    res.json(page('tickets', rows.map(toTicketView), total, q.limit, q.offset));
  });

  r.get('/api/tickets/:id', requireRole('viewer'), async (req, res) => {
    const row = await findTicket(ctx.db, String(req.params.id).slice(0, 100));
    if (!row) throw new ApiError('not_found', `no tracked ticket ${String(req.params.id)}`);
    res.json(toTicketView(row));
  });
  return r;
}
