import type { MasterState } from '@mailroom/contract';

/**
 * The one place that says which API action is allowed from which state (docs/api.md "Masters" has the same
 * table). `same` answers 200 without a change (the action is idempotent there); `to` is the state after the
 * action; a missing entry is a 400 invalid_state naming the current state. `delivered`, `halted` and the
 * `paused` state are set by the delivery side (state.ts), `deleted` only by an operator.
 */
export type MasterAction = 'edit' | 'enable' | 'disable' | 'archive';
type Outcome = { to: MasterState } | 'same';

export const transitions: Record<MasterState, Partial<Record<MasterAction, Outcome>>> = {
  disabled: { edit: 'same', enable: { to: 'enabled' }, disable: 'same', archive: 'same' },
  enabled: { enable: 'same', disable: { to: 'disabled' } },
  delivered: { archive: 'same' },
  halted: { disable: { to: 'disabled' } },
  paused: { disable: { to: 'disabled' } },
  deleted: {},
};

const verbs: Record<MasterAction, string> = {
  edit: 'changed (disable it first)',
  enable: 'enabled',
  disable: 'disabled',
  archive: 'archived',
};

/** What `action` does from `state`, or the message of the 400 when it is not allowed. */
export function transition(state: MasterState, action: MasterAction): Outcome | { refused: string } {
  const outcome = transitions[state][action];
  if (outcome !== undefined) return outcome;
  const allowedFrom = (Object.keys(transitions) as MasterState[]).filter((s) => transitions[s][action]);
  return {
    refused: `a master whose status is ${state} cannot be ${verbs[action]}; allowed from: ${allowedFrom.join(', ')}`,
  };
}
