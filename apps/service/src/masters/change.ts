import { invalidState, notFound } from '@mailroom/contract';
import type { Executor } from '../tickets/ticket-store';
import { transition, type MasterAction } from './state-machine';
import { findMaster, updateMasterAtVersion, type MasterChange, type MasterRow } from './store';
import { masterLabel } from './wire';

const pastTense: Record<MasterAction, string> = {
  edit: 'edited',
  enable: 'enabled',
  disable: 'disabled',
  archive: 'archived',
};

export async function requireMaster(db: Executor, buId: number, id: string): Promise<MasterRow> {
  const row = await findMaster(db, buId, id);
  if (!row) throw notFound(`${masterLabel(id)} does not exist`);
  return row;
}

/**
 * Runs `action` on a master through the state machine: reads it, checks the transition, asks `plan` for the
 * change, and writes it only if nobody changed the master meanwhile (otherwise reads again and retries).
 * `plan` returning undefined means there is nothing to write (an idempotent repeat). Archived masters answer
 * 404 to every action but archive, as the original API did.
 */
export async function changeMaster(
  db: Executor,
  buId: number,
  id: string,
  action: MasterAction,
  plan: (row: MasterRow) => Promise<MasterChange | undefined> | MasterChange | undefined,
): Promise<MasterRow> {
  for (;;) {
    const row = await requireMaster(db, buId, id);
    if (row.archived === 1 && action !== 'archive')
      throw notFound(`${masterLabel(id)} is archived; an archived master cannot be ${pastTense[action]}`);
    const outcome = transition(row.status, action);
    if (typeof outcome === 'object' && 'refused' in outcome)
      throw invalidState(`${masterLabel(id)}: ${outcome.refused}`);
    const change = await plan(row);
    if (change === undefined) return row;
    const statusChange = outcome === 'same' ? {} : { status: outcome.to };
    const updated = await updateMasterAtVersion(db, row, { ...change, ...statusChange });
    if (updated) return updated;
  }
}
