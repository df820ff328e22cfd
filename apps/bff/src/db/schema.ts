import type { Generated } from 'kysely';
import type { Db as GenericDb } from '@mailroom/db';

/** Timestamps are ISO 8601 strings with milliseconds in UTC, so they compare correctly as text on both dialects. */
export interface UsersTable {
  id: string;
  email: string;
  role: string;
  password_hash: string;
  /** 0 or 1: SQLite has no boolean. */
  disabled: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  /** HMAC-SHA256 of the cookie token under SESSION_SECRET; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface TrackedTicketsTable {
  id: string;
  service_ticket_id: string | null;
  /** The contract route id (importTargetListMembers, sendEmail, ...). */
  kind: string;
  access: string;
  method: string;
  path: string;
  user_id: string;
  user_email: string;
  summary: string;
  state: string;
  message: string;
  events: string;
  response: string | null;
  callback_hash: string;
  callback_at: string | null;
  import_id: string | null;
  poll_at: string | null;
  poll_count: number;
  /** Bumped on every change, so watchers in any BFF process can tell news from repeats. */
  version: number;
  created_at: string;
  updated_at: string;
}

export interface ImportsTable {
  id: string;
  kind: string;
  target: string;
  user_id: string;
  user_email: string;
  state: string;
  total_rows: number;
  sent_rows: number;
  /** JSON: [{row, message}] rows rejected before sending (empty id, too long). */
  rejected: string;
  /** JSON: [{ticketId, ranges: [[firstIndex, firstRow, length]]}] mapping async-result indexes to CSV rows. */
  chunks: string;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  target: string;
  outcome: string;
  status: number;
  request_id: string | null;
  ip: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  tracked_tickets: TrackedTicketsTable;
  imports: ImportsTable;
  audit_log: AuditLogTable;
}

export type Db = GenericDb<Database>;
