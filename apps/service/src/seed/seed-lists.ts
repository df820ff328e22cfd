import type { Db } from '../db/connect';
import { insertChunked, iso } from './bulk-insert';
import { cities, listNames } from './demo-words';
import type { Prng } from './prng';
import type { Population } from './seed-demo';

const DAY_MS = 86_400_000;
const segmentKinds = ['newsletter readers', 'customers', 'VIPs', 'recent openers', 'prospects', 'loyalists'];

/**
 * Creates the target lists: the first (big) one with `listSize` live members, the others smaller segments.
 * member_count is written from the rows actually inserted so it is exact.
 */
export async function seedLists(
  db: Db,
  buId: number,
  rng: Prng,
  pop: Population,
  o: { lists: number; listSize: number; now: number },
): Promise<{ lists: number; members: number }> {
  const n = pop.pks.length;
  const live: number[] = [];
  for (let i = 0; i < n; i++) if (pop.dead[i] === 0) live.push(i);
  let members = 0;
  for (let l = 0; l < o.lists; l++) {
    const name = listNames[l] ?? `${rng.pick(cities)[0]} ${rng.pick(segmentKinds)} (${l + 1})`;
    let chosen: number[];
    if (l === 0) {
      // Fall back to every subscriber, dead or not, only when asked for more members than there are live ones.
      const pool = o.listSize > live.length ? Array.from({ length: n }, (_, i) => i) : live;
      chosen = sample(rng, pool, Math.min(o.listSize, pool.length));
    } else {
      const max = Math.max(50, Math.min(5000, Math.floor(n * 0.15)));
      chosen = sample(rng, live, Math.min(live.length, rng.int(20, max)));
    }
    const created = o.now - rng.int(30, 700) * DAY_MS;
    const updated = created + Math.floor(rng.float() * (o.now - created));
    await db.kysely.transaction().execute(async (trx) => {
      const list = await trx
        .insertInto('target_lists')
        .values({
          bu_id: buId,
          name,
          archived: l > 0 && l % 11 === 3 ? 1 : 0,
          member_count: chosen.length,
          version: 1,
          last_used: rng.chance(0.6) ? iso(o.now - rng.int(1, 30) * DAY_MS) : null,
          created_at: iso(created),
          updated_at: iso(updated),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const addedAt = iso(created);
      await insertChunked(
        trx,
        'target_list_members',
        chosen.map((i) => ({ list_id: list.id, subscriber_pk: pop.pks[i]!, added_at: addedAt })),
      );
    });
    members += chosen.length;
  }
  return { lists: o.lists, members };
}

/**
 * k distinct items in their original order. Selection sampling (Knuth's algorithm S) walks the pool once, which
 * beats a set of random picks when k is a large share of it.
 */
export function sample<T>(rng: Prng, pool: readonly T[], k: number): T[] {
  if (k < pool.length / 8) {
    // A few picks from a big pool: draw indices directly instead of walking a million entries.
    const picked = new Set<number>();
    while (picked.size < k) picked.add(rng.int(0, pool.length - 1));
    return [...picked].sort((a, b) => a - b).map((i) => pool[i]!);
  }
  const out: T[] = [];
  let needed = k;
  for (let i = 0; i < pool.length && needed > 0; i++) {
    if (rng.float() * (pool.length - i) < needed) {
      out.push(pool[i]!);
      needed--;
    }
  }
  return out;
}
