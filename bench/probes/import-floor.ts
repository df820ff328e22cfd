// The SQLite floor of a B3 member import: the service's per-chunk transaction (resolve each id, insert each member,
// store the chunk's outcomes, bump the counters, commit) done with better-sqlite3 alone, no HTTP, no job queue,
// timed by phase. Writes a new list into the store it is given: run it on a copy.
// Usage: tsx bench/probes/import-floor.ts <sqlite-file> [members=1000000] [chunk=4000]
import SQLite from 'better-sqlite3';

const [file, nArg = '1000000', chunkArg = '4000'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/probes/import-floor.ts <sqlite-file> [members] [chunk]');
const db = new SQLite(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('cache_size = -64000');
const bu = db.prepare('select bu_id from subscribers limit 1').pluck().get() as number;
const ids = db
  .prepare('select sub_id from subscribers where bu_id = ? order by pk limit ?')
  .pluck()
  .all(bu, Number(nArg)) as string[];
const now = new Date().toISOString();
const name = `import-floor-${Date.now()}`;
const list = db
  .prepare(
    `insert into target_lists (bu_id, name, archived, member_count, version, created_at, updated_at)
     values (?, ?, 0, 0, 1, ?, ?) returning id`,
  )
  .pluck()
  .get(bu, name, now, now) as number;
db.prepare(
  'insert into async_results (id, bu_id, requested, created_at, updated_at) values (?, ?, ?, ?, ?)',
).run(name, bu, ids.length, now, now);
const lookUp = db.prepare('select pk from subscribers where bu_id = ? and sub_id = ?').pluck();
const insert = db.prepare(
  `insert into target_list_members (list_id, subscriber_pk, added_at) values (?, ?, ?)
   on conflict (list_id, subscriber_pk) do nothing`,
);
const insertChunk = db.prepare(
  `insert into async_result_chunks (result_id, start_idx, count, completed, failed, ignored, time, records)
   values (?, ?, ?, ?, 0, 0, ?, ?)`,
);
const count = db.prepare('update async_results set completed = completed + ?, updated_at = ? where id = ?');
const bump = db.prepare(
  'update target_lists set member_count = member_count + ?, version = version + 1, updated_at = ? where id = ?',
);
const begin = db.prepare('begin immediate');
const commit = db.prepare('commit');
const ms = { resolve: 0, insert: 0, outcomes: 0, commit: 0 };
const chunk = Number(chunkArg);
const base = `/v2/target-lists/${name}/members/`;
const started = performance.now();
for (let s = 0; s < ids.length; s += chunk) {
  let t = performance.now();
  const lap = (phase: keyof typeof ms) => {
    const now2 = performance.now();
    ms[phase] += now2 - t;
    t = now2;
  };
  begin.run();
  const part = ids.slice(s, s + chunk);
  const pks: number[] = [];
  for (const id of part) {
    const pk = lookUp.get(bu, id) as number | undefined;
    if (pk !== undefined) pks.push(pk);
  }
  lap('resolve');
  pks.sort((a, b) => a - b);
  let added = 0;
  for (const pk of pks) added += insert.run(list, pk, now).changes;
  lap('insert');
  const records = part.map((id) => base + encodeURIComponent(id));
  insertChunk.run(name, s, part.length, part.length, now, JSON.stringify(records));
  count.run(part.length, now, name);
  bump.run(added, now, list);
  lap('outcomes');
  commit.run();
  lap('commit');
}
const total = performance.now() - started;
db.close();
const us = (x: number) => Math.round((x * 1000 * 100) / ids.length) / 100;
process.stdout.write(
  JSON.stringify({
    members: ids.length,
    chunk,
    perSecond: Math.round(ids.length / (total / 1000)),
    usPerMember: {
      total: us(total),
      resolve: us(ms.resolve),
      insert: us(ms.insert),
      outcomes: us(ms.outcomes),
      commit: us(ms.commit),
    },
  }) + '\n',
);
