import crypto from 'node:crypto';
import type { RouteDef, Ticket } from '@mailroom/contract';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { digest, randomToken } from '../platform/secrets';
import { isoIn, nowIso } from '../platform/time';
import { deleteTicket, findTicket, insertTicket, updateTicket, type TicketRow } from './repository';
import { isFinal } from './wire';

export interface Tracking {
  id: string;
  /** Unguessable: the local id plus 256 random bits; only a keyed hash of the secret is stored. */
  callbackUrl: string;
}

/**
 * Records an asynchronous call before it is forwarded, so the callback URL can name it and a callback that
 * overtakes the service's 202 still finds it.
 */
export async function openTracking(
  ctx: AppContext,
  who: Principal,
  route: RouteDef,
  path: string,
  summary: string,
  importId?: string,
): Promise<Tracking> {
  const id = crypto.randomUUID();
  const secret = randomToken();
  const now = nowIso();
  await insertTicket(ctx.db, {
    id,
    service_ticket_id: null,
    kind: route.id,
    access: route.access,
    method: route.method,
    path,
    user_id: who.userId,
    user_email: who.email,
    summary: summary.slice(0, 500),
    state: 'submitting',
    message: 'sending the request to the service',
    events: '[]',
    response: null,
    callback_hash: digest(ctx.config.SESSION_SECRET, secret),
    callback_at: null,
    import_id: importId ?? null,
    // If this process dies before the service answers, the poller marks the ticket failed after this.
    poll_at: isoIn(ctx.config.UPSTREAM_TIMEOUT_MS * 2),
    poll_count: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  });
  return { id, callbackUrl: `${ctx.publicUrl()}/api/callbacks/${id}/${secret}` };
}

export async function abandonTracking(ctx: AppContext, id: string) {
  await deleteTicket(ctx.db, id);
}

export const verifyCallbackSecret = (ctx: AppContext, row: TicketRow, secret: string) =>
  crypto.timingSafeEqual(
    Buffer.from(row.callback_hash),
    Buffer.from(digest(ctx.config.SESSION_SECRET, secret)),
  );

export const nextPollDelay = (ctx: AppContext, pollCount: number) =>
  Math.min(ctx.config.TICKET_POLL_MS * 2 ** Math.min(pollCount, 20), ctx.config.TICKET_POLL_MAX_MS);

/** Copies the service's view of a ticket onto the tracked row; a no-op when nothing changed. */
export async function applyServiceTicket(
  ctx: AppContext,
  row: TicketRow,
  ticket: Ticket,
  source: 'accepted' | 'callback' | 'poll',
): Promise<boolean> {
  const events = JSON.stringify(ticket.events);
  const response = ticket.response ? JSON.stringify(ticket.response) : null;
  const final = isFinal(ticket.state);
  const pollCount = source === 'poll' ? row.poll_count + 1 : row.poll_count;
  const changed =
    row.state !== ticket.state ||
    row.events !== events ||
    row.response !== response ||
    row.service_ticket_id === null;
  const applied = await updateTicket(ctx.db, row.id, row.version, {
    service_ticket_id: ticket.id,
    state: ticket.state,
    message: ticket.message,
    events,
    response,
    poll_count: pollCount,
    poll_at: final ? null : isoIn(nextPollDelay(ctx, pollCount)),
    ...(source === 'callback' ? { callback_at: nowIso() } : {}),
    ...(changed || source === 'callback' ? { updated_at: nowIso() } : {}),
  });
  if (applied && changed) {
    ctx.metrics.ticketChanges.inc({ source, state: ticket.state });
    ctx.watcher.poke();
  }
  return applied;
}

export async function failTicket(ctx: AppContext, row: TicketRow, message: string) {
  const events = JSON.parse(row.events) as Ticket['events'];
  events.push({ state: 'failed', time: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), message });
  const applied = await updateTicket(ctx.db, row.id, row.version, {
    state: 'failed',
    message,
    events: JSON.stringify(events),
    poll_at: null,
    updated_at: nowIso(),
  });
  if (applied) ctx.watcher.poke();
}

/** Re-reads a tracked ticket and refreshes it from the service (the callback handler and the poller). */
export async function refreshFromService(ctx: AppContext, id: string, source: 'callback' | 'poll') {
  const row = await findTicket(ctx.db, id);
  if (!row?.service_ticket_id) return row;
  const answer = await ctx.service.getTicket(row.service_ticket_id);
  if (answer.status === 200) await applyServiceTicket(ctx, row, answer.body, source);
  else if (answer.status === 404)
    await failTicket(ctx, row, 'the service no longer knows this ticket (expired)');
  else throw new Error(`the service answered ${answer.status} for ticket ${row.service_ticket_id}`);
  return findTicket(ctx.db, id);
}
