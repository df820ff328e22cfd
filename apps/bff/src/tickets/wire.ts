import type { TicketEvent, TrackedTicket } from '@mailroom/contract';
import type { TicketRow } from './repository';

export {
  trackedPendingStates as pendingStates,
  trackedFinalStates as finalStates,
  isTrackedFinal as isFinal,
} from '@mailroom/contract';

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
