import type { TargetList, TargetListSummary } from '@mailroom/contract';
import { toWire } from '../platform/time';
import type { ListRow } from './list-store';

export function toTargetList(row: ListRow): TargetList {
  return {
    id: row.id,
    name: row.name,
    memberCount: row.member_count,
    lastUsed: toWire(row.last_used),
    lastModifiedDate: toWire(row.updated_at),
    archived: row.archived === 1,
  };
}

export function toSummary(row: ListRow): TargetListSummary {
  const summary: TargetListSummary = {
    id: row.id,
    name: row.name,
    memberCount: row.member_count,
    lastUsed: toWire(row.last_used),
    lastModified: toWire(row.updated_at),
  };
  if (row.archived === 1) summary.archived = true;
  return summary;
}

/** How messages name a list: quoted, so names with spaces read clearly. */
export const listLabel = (name: string) => `target list "${name}"`;
