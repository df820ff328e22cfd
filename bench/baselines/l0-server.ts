// L0: a bare node:http server answering the B1 look-up (and the B2 pages) with the same SQL statements the service
// runs, as better-sqlite3 prepared statements, and a JSON answer of the same shape. No framework, no query
// builder, no validation, no async hops: the ceiling for "one SQLite query set and a JSON response" on this box.
// Env: L0_PORT, L0_DB (file), L0_BU (unit id).
import http from 'node:http';
import SQLite from 'better-sqlite3';

const db = new SQLite(process.env.L0_DB ?? '', { readonly: true });
db.pragma('cache_size = -64000');
const bu = Number(process.env.L0_BU ?? 1);
/** The events of a subscriber counted per message and kind; with test sends, each group says whether it is one. */
const groups = (withTests: boolean) =>
  db.prepare(`select e.message_id, e.master_id, e.kind, count(*) as n,
      ${withTests ? 'coalesce(max(m.is_test), 0)' : '0'} as test
    from events e ${withTests ? 'left join messages m on m.id = e.message_id' : ''}
    where e.bu_id = ? and e.subscriber_pk = ? group by e.message_id, e.master_id, e.kind`);
// The service's statements since change 18: the latest messages by an index search and a sort; the sent count
// from them when they are fewer than 25 (else its own query, which also says whether a test send exists); the
// events counted per message and kind, joined to the messages only with a test send.
const q = {
  row: db.prepare('select * from subscribers where bu_id = ? and email = ? order by pk limit 1'),
  subs: db.prepare('select * from subscriptions where subscriber_pk = ? order by subscriber_pk, division'),
  subEvents: db.prepare(
    'select * from subscription_events where subscriber_pk = ? order by subscriber_pk, id',
  ),
  sent: db.prepare(`select count(case when is_test = 0 then 1 end) as n, max(is_test) as tests
    from messages where bu_id = ? and subscriber_pk = ?`),
  groups: groups(false),
  groupsWithTests: groups(true),
  latest: db.prepare(`select id, subscriber_pk, template_id, division, subject, is_test, status, created_at
    from messages where bu_id = ? and subscriber_pk = ? order by created_at desc, id desc limit 25`),
  lists: db.prepare(`select m.subscriber_pk, l.name from target_list_members m
    join target_lists l on l.id = m.list_id where m.subscriber_pk = ? and l.bu_id = ? and l.archived = 0`),
  listByName: db.prepare('select * from target_lists where bu_id = ? and name = ?'),
  members: db.prepare(`select s.sub_id, m.added_at from target_list_members m
    join subscribers s on s.pk = m.subscriber_pk where m.list_id = ? order by m.subscriber_pk limit ? offset ?`),
  page: db.prepare('select * from subscribers where bu_id = ? order by pk limit ? offset ?'),
  total: db.prepare('select count(*) as n from subscribers where bu_id = ?'),
};

type Row = Record<string, unknown>;

function lookup(email: string) {
  // A first page that is not full is its own total: the service counts no further (change 7).
  const row = q.row.get(bu, email) as Row | undefined;
  if (!row) return undefined;
  const total = 1;
  const pk = row.pk as number;
  const messages = q.latest.all(bu, pk) as Row[];
  const sent =
    messages.length < 25
      ? {
          n: messages.filter((m) => m.is_test === 0).length,
          tests: messages.some((m) => m.is_test === 1) ? 1 : 0,
        }
      : (q.sent.get(bu, pk) as { n: number; tests: number | null });
  const emails = { sent: sent.n, clicks: 0, delivered: 0, bounced: 0, uclicks: 0, uopens: 0 };
  const opened = new Set<unknown>();
  const clicked = new Set<unknown>();
  const counts = new Map<unknown, { opens: number; clicks: number }>();
  for (const g of (sent.tests ? q.groupsWithTests : q.groups).all(bu, pk) as Row[]) {
    const n = g.n as number;
    if (g.kind === 'open' || g.kind === 'click') {
      const c = counts.get(g.message_id) ?? { opens: 0, clicks: 0 };
      if (g.kind === 'open') c.opens += n;
      else c.clicks += n;
      counts.set(g.message_id, c);
    }
    if (g.test === 1) continue;
    const key = g.message_id ?? `master:${String(g.master_id)}`;
    if (g.kind === 'click') {
      emails.clicks += n;
      clicked.add(key);
    } else if (g.kind === 'open') opened.add(key);
    else if (g.kind === 'delivered') emails.delivered += n;
    else if (g.kind === 'bounce') emails.bounced += n;
  }
  emails.uclicks = clicked.size;
  emails.uopens = opened.size;
  return {
    view: 'full',
    total,
    offset: 0,
    limit: 25,
    count: 1,
    subscribers: [
      {
        id: row.sub_id,
        email: row.email,
        lastUpdate: row.updated_at,
        dateCreated: row.created_at,
        dead: row.dead === 1,
        profile: {
          userAttrs: Object.entries(JSON.parse(String(row.attrs)) as Row).map(([k, v]) => ({ [k]: v })),
        },
        subscriptions: { current: q.subs.all(pk), history: q.subEvents.all(pk) },
        emails,
        messages: messages.map((m) => ({ ...m, ...(counts.get(m.id) ?? { opens: 0, clicks: 0 }) })),
        targetLists: { memberOf: (q.lists.all(pk, bu) as Row[]).map((r) => r.name) },
      },
    ],
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://l0');
    const email = url.searchParams.get('email');
    const limit = Number(url.searchParams.get('limit') ?? 25);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    if (url.pathname === '/v2/subscribers' && email) {
      const body = lookup(email);
      return body ? send(res, 200, body) : send(res, 404, { code: 'not_found', message: email });
    }
    if (url.pathname === '/v2/subscribers')
      return send(res, 200, { total: q.total.get(bu), subscribers: q.page.all(bu, limit, offset) });
    const m = /^\/v2\/target-lists\/([^/]+)\/members$/.exec(url.pathname);
    if (m) {
      const list = q.listByName.get(bu, decodeURIComponent(m[1] ?? '')) as Row | undefined;
      if (!list) return send(res, 404, { code: 'not_found' });
      return send(res, 200, { total: list.member_count, members: q.members.all(list.id, limit, offset) });
    }
    if (url.pathname === '/ping') return send(res, 200, { ok: true });
    send(res, 404, { code: 'not_found' });
  })
  .listen(Number(process.env.L0_PORT ?? 4340), '127.0.0.1');
