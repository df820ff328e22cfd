import type { MasterSchedule, MasterState, MasterTarget } from '@mailroom/contract';
import { nowIso } from '../platform/time';
import type { Executor } from '../tickets/ticket-store';
import { findMaster } from './store';
import {
  parseEnvelope,
  parseLinks,
  parseSchedule,
  parseTarget,
  type EnvelopeHeaders,
  type TemplateLink,
} from './wire';

/** Everything a delivery (scheduled, or /emails/send with templateId) needs of a master. */
export interface MasterForSend {
  id: string;
  buId: number;
  name: string;
  subscription: string;
  campaign: string;
  keywords: string;
  status: MasterState;
  archived: boolean;
  triggered: boolean;
  envelope: EnvelopeHeaders;
  html: string;
  text: string;
  links: TemplateLink[];
  target: MasterTarget | null;
  schedule: MasterSchedule | null;
}

/**
 * The master to send, or undefined when the unit has no such master or it was deleted. Archived masters are
 * returned (the original API let /emails/send send them); the caller decides what the status allows.
 */
export async function getMasterForSend(
  db: Executor,
  buId: number,
  id: string,
): Promise<MasterForSend | undefined> {
  const row = await findMaster(db, buId, id);
  if (!row || row.status === 'deleted') return undefined;
  return {
    id: String(row.id),
    buId: row.bu_id,
    name: row.name,
    subscription: row.subscription,
    campaign: row.campaign,
    keywords: row.keywords,
    status: row.status,
    archived: row.archived === 1,
    triggered: row.triggered === 1,
    envelope: parseEnvelope(row),
    html: row.html ?? '',
    text: row.text ?? '',
    links: parseLinks(row),
    target: parseTarget(row),
    schedule: parseSchedule(row),
  };
}

const pk = (masterId: string | number) => Number(masterId);

/**
 * Records a finished delivery. A master with no delivery left (a once schedule, or a recurring one past its
 * stop: the scheduler already moved next_time to null) becomes `delivered`; a recurring one stays enabled.
 * Only an enabled master changes status, so a disable that raced the delivery wins.
 */
export async function markDelivered(trx: Executor, masterId: string | number): Promise<void> {
  const now = nowIso();
  await trx
    .updateTable('masters')
    .set((eb) => ({
      last_delivered_at: now,
      status: eb
        .case()
        .when(eb.and([eb('status', '=', 'enabled'), eb('next_time', 'is', null), eb('triggered', '=', 0)]))
        .then('delivered' as MasterState)
        .else(eb.ref('status'))
        .end(),
      version: eb('version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', pk(masterId))
    .execute();
}

/** A delivery failed for good: the master stops (halted, with the reason) until someone disables it. */
export async function markHalted(trx: Executor, masterId: string | number, reason: string): Promise<boolean> {
  const r = await trx
    .updateTable('masters')
    .set((eb) => ({
      status: 'halted',
      status_reason: reason.slice(0, 1000),
      next_time: null,
      version: eb('version', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', pk(masterId))
    .where('status', 'in', ['enabled', 'paused'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Sets lastUsed of every target list the master's target names (docs/api.md: set when delivered to). */
export async function touchListsUsed(
  trx: Executor,
  master: Pick<MasterForSend, 'buId' | 'target'>,
): Promise<void> {
  const names = [
    ...new Set((master.target?.criteria ?? []).flatMap((c) => (c.type === 'list' ? c.isMemberOf : []))),
  ];
  if (names.length === 0) return;
  await trx
    .updateTable('target_lists')
    .set({ last_used: nowIso() })
    .where('bu_id', '=', master.buId)
    .where('name', 'in', names)
    .execute();
}
