import { MasterIdSchema, masterStates, type MasterState } from '@mailroom/contract';
import type { MastersParams } from '../api/get-masters';

export type Triggered = 'any' | 'yes' | 'no';
export type ArchivedFilter = 'false' | 'true' | 'all';

/** The filters of GET /v2/masters as the screen holds them (and as the URL carries them). */
export interface MasterFilters {
  keyword: string;
  campaign: string;
  subscription: string;
  triggered: Triggered;
  states: MasterState[];
  /** ISO timestamps bounding nextTimeToDeliver; '' leaves that side open. */
  scheduleStart: string;
  scheduleEnd: string;
  ids: string[];
  archived: ArchivedFilter;
}

export const emptyFilters: MasterFilters = {
  keyword: '',
  campaign: '',
  subscription: '',
  triggered: 'any',
  states: [],
  scheduleStart: '',
  scheduleEnd: '',
  ids: [],
  archived: 'false',
};

// The service takes a closed interval only, so an open side becomes a bound no delivery can reach.
const OPEN_START = '1970-01-01T00:00:00.000Z';
const OPEN_END = '9999-12-31T23:59:59.999Z';

const isoOrEmpty = (value: string | undefined) => {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
};

/** The URL's filters; anything malformed is dropped rather than sent to be rejected. */
export function filtersFromParams(params: URLSearchParams): MasterFilters {
  const triggered = params.get('triggered');
  const archived = params.get('archived');
  // Only the start/end form the screen writes is read back; a duration form is dropped whole rather than half-kept.
  const [start = '', end = '', ...rest] = (params.get('schedulePeriod') ?? '').split('/');
  const validPeriod = rest.length === 0 && isoOrEmpty(start) !== '' && isoOrEmpty(end) !== '';
  const scheduleStart = validPeriod && start !== OPEN_START ? isoOrEmpty(start) : '';
  const scheduleEnd = validPeriod && end !== OPEN_END ? isoOrEmpty(end) : '';
  return {
    keyword: params.get('keyword') ?? '',
    campaign: params.get('campaign') ?? '',
    subscription: params.get('subscription') ?? '',
    triggered: triggered === 'true' ? 'yes' : triggered === 'false' ? 'no' : 'any',
    states: masterStates.filter((s) => (params.get('state') ?? '').split(',').includes(s)),
    scheduleStart,
    scheduleEnd,
    ids: params.getAll('id').filter((id) => MasterIdSchema.safeParse(id).success),
    archived: archived === 'true' || archived === 'all' ? archived : 'false',
  };
}

function schedulePeriod(f: MasterFilters): string | undefined {
  if (!f.scheduleStart && !f.scheduleEnd) return undefined;
  return `${f.scheduleStart || OPEN_START}/${f.scheduleEnd || OPEN_END}`;
}

/** The filters as GET /v2/masters' query: only what narrows the list is sent. */
export function filtersToQuery(f: MasterFilters): Omit<MastersParams, 'limit' | 'offset'> {
  const query: Omit<MastersParams, 'limit' | 'offset'> = {};
  if (f.keyword) query.keyword = f.keyword;
  if (f.campaign) query.campaign = f.campaign;
  if (f.subscription) query.subscription = f.subscription;
  if (f.triggered !== 'any') query.triggered = f.triggered === 'yes' ? 'true' : 'false';
  if (f.states.length > 0) query.state = f.states.join(',');
  const period = schedulePeriod(f);
  if (period) query.schedulePeriod = period;
  if (f.ids.length > 0) query.id = f.ids;
  if (f.archived !== 'false') query.archived = f.archived;
  return query;
}

/** Writes the filters into the URL beside the other parameters; a new filter starts from the first page. */
export function filtersToParams(f: MasterFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [
    'offset',
    'keyword',
    'campaign',
    'subscription',
    'triggered',
    'state',
    'schedulePeriod',
    'id',
    'archived',
  ])
    next.delete(key);
  for (const [key, value] of Object.entries(filtersToQuery(f)))
    for (const v of Array.isArray(value) ? value : [value]) next.append(key, String(v));
  return next;
}

/** An ISO timestamp as a datetime-local value (the browser's local time, to the minute). */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (local time, no zone) as an ISO timestamp; '' when empty or malformed. */
export function fromLocalInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}
