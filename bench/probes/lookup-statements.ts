// Times each SQL statement of the B1 look-up (the service's full view of one subscriber found by e-mail) with
// better-sqlite3 alone on a copy of the bench store: where a look-up's SQLite time goes, statement by statement.
// Usage: node --import tsx bench/probes/lookup-statements.ts <sqlite file> <dataset meta json> [rounds]
import fs from 'node:fs';
import SQLite from 'better-sqlite3';

const [file = '', metaFile = '', roundsArg = '5'] = process.argv.slice(2);
const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { buId: number; sampleEmails: string[] };
const db = new SQLite(file, { readonly: true });
// PROBE_PRAGMAS='cache_size = -64000;mmap_size = 4294967296': the connection settings to compare.
for (const p of (process.env.PROBE_PRAGMAS ?? 'cache_size = -64000').split(';').filter(Boolean)) db.pragma(p);
const bu = meta.buId;
type Row = Record<string, unknown>;

const statements = {
  subscriber: db.prepare('select * from subscribers where bu_id = ? and email = ? order by pk limit 25'),
  subscriptions: db.prepare(
    'select * from subscriptions where subscriber_pk in (?) order by subscriber_pk, division',
  ),
  subscriptionEvents: db.prepare(
    'select * from subscription_events where subscriber_pk in (?) order by subscriber_pk, id',
  ),
  sent: db.prepare(`select subscriber_pk as pk, count(*) as n from messages
    where bu_id = ? and is_test = 0 and subscriber_pk in (?) group by subscriber_pk`),
  stats: db.prepare(`select e.subscriber_pk as pk,
      count(case when e.kind = 'click' then 1 end) as clicks,
      count(distinct case when e.kind = 'click' then coalesce(e.message_id, e.master_id) end) as uclicks,
      count(distinct case when e.kind = 'open' then coalesce(e.message_id, e.master_id) end) as uopens,
      count(case when e.kind = 'delivered' then 1 end) as delivered,
      count(case when e.kind = 'bounce' then 1 end) as bounced
    from events e left join messages m on m.id = e.message_id
    where e.bu_id = ? and e.subscriber_pk in (?) and (m.is_test is null or m.is_test = 0)
    group by e.subscriber_pk`),
  latest:
    db.prepare(`select id, subscriber_pk, template_id, division, subject, is_test, status, created_at from (
      select m.*, row_number() over (partition by m.subscriber_pk order by m.created_at desc, m.id desc) as rn
      from messages m where m.bu_id = ? and m.subscriber_pk in (?)) t where rn <= 25
    order by subscriber_pk, created_at desc, id desc`),
  lists: db.prepare(`select m.subscriber_pk, l.name from target_list_members m
    join target_lists l on l.id = m.list_id where m.subscriber_pk in (?) and l.bu_id = ? and l.archived = 0`),
};
const countsOf = new Map<number, SQLite.Statement>();
const counts = (n: number) => {
  let st = countsOf.get(n);
  if (!st)
    countsOf.set(
      n,
      (st = db.prepare(`select message_id as id, count(case when kind = 'open' then 1 end) as opens,
      count(case when kind = 'click' then 1 end) as clicks
      from events where bu_id = ? and message_id in (${Array(n).fill('?').join(',')}) group by message_id`)),
    );
  return st;
};

const spent = new Map<string, number>();
const rowsOf = new Map<string, number>();
function timed<T>(name: string, fn: () => T[]): T[] {
  const t = process.hrtime.bigint();
  const out = fn();
  spent.set(name, (spent.get(name) ?? 0) + Number(process.hrtime.bigint() - t) / 1000);
  rowsOf.set(name, (rowsOf.get(name) ?? 0) + out.length);
  return out;
}

const rounds = Number(roundsArg);
let lookups = 0;
for (let round = 0; round <= rounds; round++) {
  if (round === 1) {
    spent.clear(); // round 0 warms the caches
    rowsOf.clear();
    lookups = 0;
  }
  for (const email of meta.sampleEmails) {
    const [row] = timed('subscriber', () => statements.subscriber.all(bu, email) as Row[]);
    if (!row) continue;
    const pk = row.pk as number;
    lookups++;
    timed('subscriptions', () => statements.subscriptions.all(pk));
    timed('subscriptionEvents', () => statements.subscriptionEvents.all(pk));
    timed('sent', () => statements.sent.all(bu, pk));
    timed('stats', () => statements.stats.all(bu, pk));
    const latest = timed('latest', () => statements.latest.all(bu, pk) as Row[]);
    if (latest.length > 0) timed('counts', () => counts(latest.length).all(bu, ...latest.map((m) => m.id)));
    timed('lists', () => statements.lists.all(pk, bu));
  }
}
let total = 0;
for (const [name, us] of spent) {
  total += us;
  console.log(
    `${name.padEnd(20)} ${(us / lookups).toFixed(1).padStart(7)} us/look-up  ${(rowsOf.get(name)! / lookups).toFixed(1).padStart(6)} rows`,
  );
}
console.log(
  `${'all'.padEnd(20)} ${(total / lookups).toFixed(1).padStart(7)} us/look-up  (${lookups} look-ups)`,
);
