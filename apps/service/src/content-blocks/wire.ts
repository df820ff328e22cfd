import type { ContentBlock } from '@mailroom/contract';
import { toWire } from '../platform/time';
import type { BlockPart, BlockRow } from './block-store';

export const parseBody = (row: Pick<BlockRow, 'body'>) => JSON.parse(row.body) as BlockPart[];

export function toContentBlock(row: BlockRow): ContentBlock {
  return {
    id: String(row.id),
    name: row.name,
    lastUpdate: toWire(row.updated_at),
    createdDate: toWire(row.created_at),
    archived: row.archived === 1,
    body: parseBody(row),
  };
}

export const blockLabel = (id: string | number) => `content block ${id}`;
