// Child process of bench/run.ts: builds one dataset file with the demo generator and writes its metadata.
// Usage: tsx bench/lib/build-dataset.ts <size> <database-url> <meta.json>
import fs from 'node:fs';
import { sql } from 'kysely';
import { upsertApiUser } from '../../apps/service/src/api-users/api-users';
import { connect } from '../../apps/service/src/db/connect';
import { migrateToLatest } from '../../apps/service/src/db/migrate';
import { seedDemo } from '../../apps/service/src/seed/seed-demo';
import { BENCH_API_KEY, BENCH_API_USER, type DatasetMeta } from './dataset-meta';
import { GENERATOR_VERSION, SIZES, type BenchSize } from './sizes';

const [sizeName, url, metaFile] = process.argv.slice(2);
const size: BenchSize | undefined = SIZES[sizeName as BenchSize['name']];
if (!size || !url || !metaFile) {
  console.error('usage: build-dataset.ts <full|quick> <database-url> <meta.json>');
  process.exit(2);
}

const db = connect(url, { poolSize: 4 });
await migrateToLatest(db);
const { id } = await upsertApiUser(db, BENCH_API_USER, BENCH_API_KEY);
let last = 0;
const summary = await seedDemo(db, id, {
  subscribers: size.subscribers,
  seed: 6,
  lists: size.smallLists + 1,
  listSize: size.bigList,
  messaging: {
    masters: size.masters,
    deliveredMasters: size.deliveredMasters,
    events: size.events,
    bigMasterEvents: size.bigMasterEvents,
    days: size.days,
    seed: 6,
  },
  onProgress: (phase, done, total) => {
    if (Date.now() - last < 5000 && done < total) return;
    last = Date.now();
    console.error(`  dataset ${phase}: ${done}/${total}`);
  },
});
const big = await db.kysely
  .selectFrom('target_lists')
  .select(['name', 'member_count'])
  .where('bu_id', '=', id)
  .orderBy('member_count', 'desc')
  .executeTakeFirstOrThrow();
const bigMaster = await db.kysely
  .selectFrom('events')
  .select(['master_id', (eb) => eb.fn.countAll<number>().as('n')])
  .where('bu_id', '=', id)
  .groupBy('master_id')
  .orderBy('n', 'desc')
  .executeTakeFirstOrThrow();
const counts = async (table: 'subscribers' | 'events' | 'masters' | 'target_lists') =>
  Number(
    (
      await db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
// Look-up keys for B1: a deterministic spread over the whole table, so the index is exercised, not one page.
const sample = await db.kysely
  .selectFrom('subscribers')
  .select('email')
  .where('bu_id', '=', id)
  .where(sql<boolean>`pk % ${Math.max(1, Math.floor(size.subscribers / 2000))} = 0`)
  .orderBy('pk')
  .limit(2000)
  .execute();
const meta: DatasetMeta = {
  size: size.name,
  generatorVersion: GENERATOR_VERSION,
  apiUser: BENCH_API_USER,
  apiKey: BENCH_API_KEY,
  buId: id,
  bigList: big.name,
  bigListMembers: Number(big.member_count),
  bigMasterId: String(bigMaster.master_id),
  bigMasterEvents: Number(bigMaster.n),
  subscribers: await counts('subscribers'),
  events: await counts('events'),
  masters: await counts('masters'),
  lists: await counts('target_lists'),
  sampleEmails: sample.map((r) => r.email),
  buildMs: summary.ms,
};
fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2));
await db.close();
console.error(`  dataset built in ${(summary.ms / 1000).toFixed(0)} s`);
