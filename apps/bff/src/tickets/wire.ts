import type { TicketEvent } from '@mailroom/contract';
import type { TicketRow } from './repository';

/** States the BFF adds to the service's: `submitting` until the service has acknowledged the request. */
export const pendingStates = ['submitting', 'accepted', 'processing', 'retrying'] as const;
export const finalStates = ['completed', 'failed'] as const;
export const isFinal = (state: string) => (finalStates as readonly string[]).includes(state);

export interface TrackedTicket {
  id: string;
  serviceTicketId: string | null;
  kind: string;
  access: string;
  method: string;
  path: string;
  user: { id: string; email: string };
  summary: string;
  state: string;
  message: string;
  events: TicketEvent[];
  response: Record<string, unknown> | null;
  importId: string | null;
  callbackReceived: boolean;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The browser's view of a tracked ticket: never the callback secret (only its hash is stored anyway). */
export const toTicketView = (t: TicketRow): TrackedTicket => ({
  id: t.id,
  serviceTicketId: t.service_ticket_id,
  kind: t.kind,
  access: t.access,
  method: t.method,
  path: t.path,
  user: { id: t.user_id, email: t.user_email },
  summary: t.summary,
  state: t.state,
  message: t.message,
  events: JSON.parse(t.events) as TicketEvent[],
  response: t.response ? (JSON.parse(t.response) as Record<string, unknown>) : null,
  importId: t.import_id,
  callbackReceived: t.callback_at !== null,
  createdAt: t.created_at,
  updatedAt: t.updated_at,
  version: t.version,
});
