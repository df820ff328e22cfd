import crypto from 'node:crypto';
import type { Ticket, TicketEvent, TicketState } from '@mailroom/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TicketsTable } from '../db/schema';
import { nowIso, toWire } from '../platform/time';

export type Executor = Kysely<Database> | Transaction<Database>;

/** Tickets and async results are kept 4 days (the facts file), then swept. */
export const TICKET_RETENTION_MS = 4 * 24 * 3600 * 1000;

export interface NewTicket {
  buId: number;
  kind: string;
  user: string;
  uri: string;
  requestId: unknown;
  responseUri?: string | undefined;
  responseRef?: string | undefined;
  message: string;
}

export async function insertTicket(db: Executor, t: NewTicket): Promise<TicketsTable> {
  const now = nowIso();
  const row: TicketsTable = {
    id: crypto.randomUUID(),
    bu_id: t.buId,
    kind: t.kind,
    state: 'accepted',
    message: t.message,
    request: JSON.stringify({ id: t.requestId, time: toWire(now), user: t.user, uri: t.uri }),
    response: null,
    events: JSON.stringify([{ state: 'accepted', time: toWire(now), message: t.message }]),
    response_uri: t.responseUri ?? null,
    response_ref: t.responseRef ?? null,
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('tickets').values(row).execute();
  return row;
}

/** Moves a ticket to a state, appending the transition to its events. */
export async function transitionTicket(
  db: Executor,
  id: string,
  state: TicketState,
  message: string,
  response?: Record<string, unknown>,
): Promise<TicketsTable | undefined> {
  const row = await db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const now = nowIso();
  const events = JSON.parse(row.events) as TicketEvent[];
  events.push({ state, time: toWire(now), message });
  const next = {
    state,
    message,
    events: JSON.stringify(events),
    updated_at: now,
    ...(response ? { response: JSON.stringify(response) } : {}),
  };
  await db.updateTable('tickets').set(next).where('id', '=', id).execute();
  return { ...row, ...next };
}

/** Records progress on the ticket's response without a state change (counts so far). */
export async function setTicketResponse(db: Executor, id: string, response: Record<string, unknown>) {
  await db
    .updateTable('tickets')
    .set({ response: JSON.stringify(response), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export function toTicket(row: TicketsTable): Ticket {
  const ticket: Ticket = {
    id: row.id,
    state: row.state as TicketState,
    message: row.message,
    lastUpdate: toWire(row.updated_at),
    request: JSON.parse(row.request) as Ticket['request'],
    events: JSON.parse(row.events) as TicketEvent[],
  };
  if (row.response) ticket.response = JSON.parse(row.response) as Record<string, unknown>;
  if (row.response_uri) ticket.responseUri = row.response_uri;
  if (row.response_ref) ticket.responseRef = row.response_ref;
  return ticket;
}

export async function findTicket(db: Executor, buId: number, id: string): Promise<TicketsTable | undefined> {
  const cutoff = new Date(Date.now() - TICKET_RETENTION_MS).toISOString();
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('id', '=', id)
    .where('bu_id', '=', buId)
    .where('created_at', '>=', cutoff)
    .executeTakeFirst();
}
