import { Kysely, SqliteDialect } from 'kysely';
import { findContentBlockByName } from '../content-blocks/lookup';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
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
export function storeSources(store: Db, buId: number): RenderSources {
  const db = sideReader(store);
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

/**
 * Sends render inside their chunk's transaction. On SQLite the store is one connection behind Kysely's mutex, so a
 * look-up through the same Kysely waits for that transaction, which waits for the render: every send of a template
 * with a content block hung (found by bench B5). A second Kysely over the same handle reads on the connection
 * directly; better-sqlite3 statements are synchronous, so they cannot interleave with the transaction's own, and
 * they see its writes. It is never destroyed (that would close the shared handle). PostgreSQL reads from the pool.
 */
function sideReader(db: Db): Db {
  if (!db.sqlite) return db;
  return { ...db, kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: db.sqlite }) }) };
}
