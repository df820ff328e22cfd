// L2: the B3 rows (list_id, subscriber_pk, added_at) inserted raw into the same table with its indexes, in one
// transaction with one prepared statement: the ceiling for writing these memberships into SQLite here.
// Usage: tsx bench/baselines/l2-insert.ts <sqlite-file> <bu-id> <rows>; prints {rows, ms} as JSON.
import SQLite from 'better-sqlite3';

const [file, bu, n] = process.argv.slice(2);
const db = new SQLite(file ?? '');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -64000');
const now = new Date().toISOString();
const pks = db
  .prepare('select pk from subscribers where bu_id = ? order by pk limit ?')
  .pluck()
  .all(Number(bu), Number(n)) as number[];
const list = db
  .prepare(
    `insert into target_lists (bu_id, name, archived, member_count, version, created_at, updated_at)
     values (?, ?, 0, 0, 1, ?, ?) returning id`,
  )
  .pluck()
  .get(Number(bu), `l2-baseline-${Date.now()}`, now, now) as number;
const insert = db.prepare(
  'insert into target_list_members (list_id, subscriber_pk, added_at) values (?, ?, ?)',
);
const started = performance.now();
db.transaction(() => {
  for (const pk of pks) insert.run(list, pk, now);
})();
const ms = performance.now() - started;
db.close();
process.stdout.write(JSON.stringify({ rows: pks.length, ms }));
