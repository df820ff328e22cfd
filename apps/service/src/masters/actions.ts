import { invalidState } from '@mailroom/contract';
import type { AppContext } from '../app-context';
import { changeMaster } from './change';
import { nextDelivery } from './schedule';
import type { MasterChange, MasterRow } from './store';
import { masterLabel, parseEnvelope, parseSchedule } from './wire';

/** What enabling needs that the master lacks, in the order a marketer fills them in. */
function missingParts(row: MasterRow): string[] {
  const envelope = parseEnvelope(row);
  const missing: string[] = [];
  if (envelope.subject.trim() === '') missing.push('envelope subject');
  if (envelope.from === '') missing.push('envelope from');
  if (!row.html && !row.text) missing.push('content (html or text)');
  if (row.target === null) missing.push('target');
  if (row.schedule === null && row.triggered === 0) missing.push('schedule');
  return missing;
}

/**
 * The first delivery from now: a once schedule whose start has passed delivers at once; a recurring one
 * whose stop has passed has nothing left to deliver. Triggered masters are sent by events, not by time.
 */
function firstDelivery(row: MasterRow, now: Date): string | null {
  const schedule = parseSchedule(row);
  if (row.triggered === 1 || schedule === null) return null;
  if (schedule.frequency === 'once' && Date.parse(schedule.start) <= now.getTime()) return now.toISOString();
  const next = nextDelivery(schedule, new Date(now.getTime() - 1));
  if (next === null)
    throw invalidState(
      `${masterLabel(row.id)} cannot be enabled: its schedule has no delivery left (stop ${schedule.stop ?? ''} has passed)`,
    );
  return next.toISOString();
}

export function enableMaster(app: AppContext, buId: number, id: string) {
  return changeMaster(app.db.kysely, buId, id, 'enable', (row): MasterChange | undefined => {
    if (row.status === 'enabled') return undefined;
    const missing = missingParts(row);
    if (missing.length > 0)
      throw invalidState(`${masterLabel(id)} cannot be enabled: it has no ${missing.join(', no ')}`);
    return { next_time: firstDelivery(row, new Date()), status_reason: null };
  });
}

export function disableMaster(app: AppContext, buId: number, id: string) {
  return changeMaster(app.db.kysely, buId, id, 'disable', (row) =>
    row.status === 'disabled' ? undefined : { next_time: null, status_reason: null },
  );
}

export function archiveMaster(app: AppContext, buId: number, id: string) {
  return changeMaster(app.db.kysely, buId, id, 'archive', (row) =>
    row.archived === 1 ? undefined : { archived: 1, next_time: null },
  );
}
