import type { MasterSummary } from '@mailroom/contract';

export type MasterAction = 'enable' | 'disable' | 'archive';

/**
 * The actions that change something, per docs/api.md's state machine: the idempotent "same" answers are
 * left out (enabling an enabled master does nothing), and an archived master takes no action at all.
 */
export function allowedActions(master: Pick<MasterSummary, 'status' | 'archived'>): MasterAction[] {
  if (master.archived) return [];
  switch (master.status) {
    case 'disabled':
      return ['enable', 'archive'];
    case 'enabled':
    case 'halted':
    case 'paused':
      return ['disable'];
    case 'delivered':
      return ['archive'];
    case 'deleted':
      return [];
  }
}

export const canEdit = (role: string | undefined) => role === 'editor' || role === 'admin';
