import { findContentBlockByName } from '../content-blocks/lookup';
import type { Db } from '../db/connect';
import { lookupRecord } from '../reference-data/lookup';

/** A content block part: LiquidJS is allowed in both. */
export interface BlockPart {
  html: string;
  text: string;
}

/** Where templates get their shared content from; one instance per job, so look-ups are cached per job. */
export interface RenderSources {
  contentBlock(name: string): Promise<BlockPart | undefined>;
  refdata(dataset: string, key: string): Promise<Record<string, unknown> | undefined>;
}

function cached<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const hits = new Map<string, Promise<T>>();
  return (key) => {
    let hit = hits.get(key);
    if (!hit) {
      hit = load(key);
      hits.set(key, hit);
    }
    return hit;
  };
}

/**
 * Content blocks and reference-data records of one unit, each look-up cached for the life of the object (a job
 * or a preview), so a 1,000-recipient send asks once per name or key.
 */
export function storeSources(db: Db, buId: number): RenderSources {
  const block = cached((name) => findContentBlockByName(db, buId, name));
  const record = cached((k) => {
    const [dataset = '', key = ''] = k.split('\u0001');
    return lookupRecord(db, buId, dataset, key);
  });
  return {
    contentBlock: block,
    refdata: (dataset, key) => record(`${dataset}\u0001${key}`),
  };
}
