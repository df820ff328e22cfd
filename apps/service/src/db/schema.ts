import type { ColumnType, Generated } from 'kysely';

/** Booleans are stored as 0/1 and timestamps as ISO strings so one set of queries runs on SQLite and PostgreSQL. */
type Flag = number;
type Time = string;
/** A count that starts at 0 on insert. */
type Counter = ColumnType<number, number | undefined, number>;
/** A column added later: nullable, and optional on insert. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface ApiUsersTable {
  id: Generated<number>;
  name: string;
  key_hash: string;
  key_salt: string;
  settings: string;
  created_at: Time;
  updated_at: Time;
  /** Kept by triggers (migration 0006): the unit's subscribers, and a number that moves with each added or removed. */
  subscriber_count: Generated<number>;
  subscriber_version: Generated<number>;
}

export interface SubscribersTable {
  pk: Generated<number>;
  bu_id: number;
  sub_id: string;
  email: string;
  token: string;
  attrs: string;
  dead: Flag;
  referred: Flag;
  version: number;
  created_at: Time;
  updated_at: Time;
}

export interface SubscriptionsTable {
  subscriber_pk: number;
  division: string;
  state: 'subscribed' | 'unsubscribed';
  time: Time;
}

export interface SubscriptionEventsTable {
  id: Generated<number>;
  subscriber_pk: number;
  division: string;
  state: 'subscribed' | 'unsubscribed';
  time: Time;
}

export interface TargetListsTable {
  id: Generated<number>;
  bu_id: number;
  name: string;
  archived: Flag;
  member_count: number;
  version: number;
  last_used: Time | null;
  created_at: Time;
  updated_at: Time;
}

export interface TargetListMembersTable {
  list_id: number;
  subscriber_pk: number;
  added_at: Time;
}

export interface MessagesTable {
  id: string;
  bu_id: number;
  subscriber_pk: number | null;
  email: string;
  template_id: string;
  division: string | null;
  subject: string;
  is_test: Flag;
  transactional: Flag;
  status: string;
  created_at: Time;
  recipient_id: Later<string>;
  ticket_id: Later<string>;
  /** JSON: the rendered message as sent (headers, html, text). */
  content: Later<string>;
  error: Later<string>;
  sent_at: Later<Time>;
}

export interface EventsTable {
  id: Generated<number>;
  bu_id: number;
  message_id: string | null;
  subscriber_pk: number | null;
  /** The subscriber's id, kept by triggers (migration 0009): filled in when an insert leaves it out. */
  sub_id: Later<string>;
  master_id: string | null;
  kind: 'sent' | 'delivered' | 'open' | 'click' | 'bounce' | 'unsubscribe';
  url: string | null;
  /** Bounce kind (hard|soft) and reason, or other per-kind detail. */
  detail: Later<string>;
  time: Time;
}

export interface TicketsTable {
  id: string;
  bu_id: number;
  kind: string;
  state: string;
  message: string;
  request: string;
  response: string | null;
  events: string;
  response_uri: string | null;
  response_ref: string | null;
  created_at: Time;
  updated_at: Time;
}

export interface JobsTable {
  id: Generated<number>;
  ticket_id: string | null;
  bu_id: number;
  kind: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  attempts: Counter;
  progress: string | null;
  run_at: Time;
  lease_owner: string | null;
  lease_until: Time | null;
  error: string | null;
  created_at: Time;
  updated_at: Time;
}

/** A job's input, written once with the job (migration 0008: kept out of the often-updated jobs row). */
export interface JobPayloadsTable {
  job_id: number;
  payload: string;
}

export interface AsyncResultsTable {
  id: string;
  bu_id: number;
  requested: number;
  completed: Counter;
  failed: Counter;
  ignored: Counter;
  updated_at: Time;
  created_at: Time;
}

/**
 * The outcomes of `count` consecutive records of an async result from `start_idx` on, written in one go: `records`
 * is a JSON array with one element per record (async-results/chunks.ts).
 */
export interface AsyncResultChunksTable {
  result_id: string;
  start_idx: number;
  count: number;
  completed: number;
  failed: number;
  ignored: number;
  time: Time;
  records: string;
}

export interface MastersTable {
  id: Generated<number>;
  bu_id: number;
  name: string;
  subscription: string;
  campaign: Generated<string>;
  keywords: Generated<string>;
  triggered: Generated<Flag>;
  status: 'disabled' | 'enabled' | 'delivered' | 'halted' | 'paused' | 'deleted';
  archived: Generated<Flag>;
  next_time: Time | null;
  /** JSON: subject, from, fromFriendly, replyTo, ..., encoding. */
  envelope: string;
  html: string | null;
  text: string | null;
  /** JSON: [{url, name}] parsed from the HTML. */
  links: Generated<string>;
  target: string | null;
  schedule: string | null;
  /** Why the master is halted or paused. */
  status_reason: string | null;
  last_delivered_at: Time | null;
  version: Generated<number>;
  created_at: Time;
  updated_at: Time;
}

export interface ContentBlocksTable {
  id: Generated<number>;
  bu_id: number;
  name: string;
  /** JSON: [{html, text}]. */
  body: string;
  archived: Generated<Flag>;
  created_at: Time;
  updated_at: Time;
}

export interface DatasetsTable {
  id: Generated<number>;
  bu_id: number;
  name: string;
  /** JSON: [{name, type, length?}]. */
  columns: string;
  /** JSON: column names of the primary key, in key order. */
  primary_key: string;
  record_count: Generated<number>;
  created_at: Time;
  updated_at: Time;
}

export interface DatasetRecordsTable {
  dataset_id: number;
  /** Key values joined by `|` (composite keys in the documented order). */
  record_key: string;
  /** JSON: the flat record. */
  data: string;
  updated_at: Time;
}

export interface ReportsTable {
  id: string;
  bu_id: number;
  master_id: string;
  filters: string;
  period_start: Time;
  period_end: Time;
  /** Events up to this id belong to the report, so paging it later is stable. */
  max_event_id: number | null;
  summary: string | null;
  timeline: string | null;
  state: string;
  created_at: Time;
  expires_at: Time;
}

export interface Database {
  masters: MastersTable;
  content_blocks: ContentBlocksTable;
  datasets: DatasetsTable;
  dataset_records: DatasetRecordsTable;
  reports: ReportsTable;
  api_users: ApiUsersTable;
  subscribers: SubscribersTable;
  subscriptions: SubscriptionsTable;
  subscription_events: SubscriptionEventsTable;
  target_lists: TargetListsTable;
  target_list_members: TargetListMembersTable;
  messages: MessagesTable;
  events: EventsTable;
  tickets: TicketsTable;
  jobs: JobsTable;
  job_payloads: JobPayloadsTable;
  async_results: AsyncResultsTable;
  async_result_chunks: AsyncResultChunksTable;
}
