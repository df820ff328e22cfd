import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, MastersTable } from '../db/schema';
import { iso } from './bulk-insert';
import { haltReasons, masterThemes, pauseReasons } from './messaging-words';
import type { Prng } from './prng';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
type Status = MastersTable['status'];

export interface DeliveredMaster {
  id: string;
  division: string;
  sentAt: number;
  links: string[];
  subject: string;
}

export interface MasterPlan {
  masters: number;
  deliveredMasters: number;
  days: number;
  now: number;
  divisions: string[];
  from: { email: string; friendlyName: string };
  replyTo: { email: string; friendlyName: string };
}

/** The states of the masters that were never delivered, in the order they are dealt out. */
const OTHER_STATES: readonly Status[] = [
  'enabled',
  'disabled',
  'halted',
  'paused',
  'deleted',
  'enabled',
  'disabled',
];

function template(theme: (typeof masterThemes)[number], links: string[]) {
  const [, , , , , headline] = theme;
  const html = `<!doctype html>
<html><body style="font-family:Arial,sans-serif;max-width:600px;margin:auto">
{% contentblock "header-logo" %}
<h1>${headline}</h1>
<p>Hi {{ firstName | default: "there" }},</p>
<p>We picked these for you{% if city %} and everyone in {{ city }}{% endif %}.</p>
<p><a href="${links[0]}" style="background:#2456e8;color:#fff;padding:12px 20px;text-decoration:none">See the details</a></p>
<p><a href="${links[1]}">Read more on our blog</a></p>
{% contentblock "footer" %}
</body></html>`;
  const text = `${headline}\n\nHi {{ firstName | default: "there" }},\n\nSee the details: ${links[0]}\nRead more: ${links[1]}\n\n{% contentblock "footer" %}`;
  return { html, text };
}

/**
 * Masters in every state: the delivered ones spread over the last `days` (oldest first, the newest two days ago),
 * the others enabled with a future schedule, disabled, halted or paused with a reason, deleted; some archived.
 */
export async function seedMasters(db: Db, buId: number, rng: Prng, p: MasterPlan) {
  const rows: Insertable<Database['masters']>[] = [];
  const delivered: Omit<DeliveredMaster, 'id'>[] = [];
  const seen = new Map<string, number>();
  for (let i = 0; i < p.masters; i++) {
    const theme = masterThemes[i % masterThemes.length]!;
    const [baseName, campaign, keywords, divisionIndex, subject] = theme;
    const k = (seen.get(baseName) ?? 0) + 1;
    seen.set(baseName, k);
    const name = k === 1 ? baseName : `${baseName} #${k}`;
    const division = p.divisions[divisionIndex % Math.max(1, p.divisions.length)] ?? 'Newsletter';
    const slug = theme[6];
    const links = [
      `https://www.example.com/${slug}?utm_campaign=m${i + 1}`,
      `https://blog.example.com/${slug}`,
    ];
    const status: Status =
      i < p.deliveredMasters ? 'delivered' : OTHER_STATES[(i - p.deliveredMasters) % OTHER_STATES.length]!;
    // Delivered masters: oldest first across the window; the newest two days ago so its curve has played out.
    const sentAt =
      status === 'delivered'
        ? p.now -
          Math.round(
            2 * DAY_MS +
              ((p.days - 2) * DAY_MS * (p.deliveredMasters - 1 - i)) / Math.max(1, p.deliveredMasters - 1),
          ) +
          rng.int(0, 3) * HOUR_MS
        : undefined;
    const future = p.now + rng.int(1, 21) * DAY_MS + rng.int(7, 11) * HOUR_MS;
    const createdAt = (sentAt ?? p.now) - rng.int(2, 20) * DAY_MS;
    const schedule =
      status === 'delivered'
        ? { frequency: 'once', start: iso(sentAt!) }
        : status === 'enabled' && i % 2 === 1
          ? { frequency: 'weekly', weekDay: 'tuesday', start: iso(future), stop: '4000-01-01T00:00:00.000Z' }
          : status === 'deleted'
            ? null
            : { frequency: 'once', start: iso(future) };
    const { html, text } = template(theme, links);
    rows.push({
      bu_id: buId,
      name,
      subscription: division,
      campaign,
      keywords,
      triggered: i % 9 === 8 ? 1 : 0,
      status,
      archived: (status === 'delivered' && i % 4 === 1) || (status === 'disabled' && i % 3 === 0) ? 1 : 0,
      next_time: status === 'enabled' ? iso(future) : null,
      envelope: JSON.stringify({
        subject,
        from: p.from.email,
        fromFriendly: p.from.friendlyName,
        replyTo: p.replyTo.email,
        replyToFriendly: p.replyTo.friendlyName,
        encoding: 'UTF-8',
      }),
      html,
      text,
      links: JSON.stringify(
        links.map((url, j) => ({ url, name: j === 0 ? 'See the details' : 'Read more on our blog' })),
      ),
      target: JSON.stringify({
        profile: true,
        subscriptions: { type: 'subscribed', divisions: [] },
        criteria:
          i % 3 === 0 ? [{ type: 'action', action: 'opened', dayRange: 90, negate: false, join: 'AND' }] : [],
      }),
      schedule: schedule && JSON.stringify(schedule),
      status_reason:
        status === 'halted' ? rng.pick(haltReasons) : status === 'paused' ? rng.pick(pauseReasons) : null,
      last_delivered_at: sentAt === undefined ? null : iso(sentAt),
      version: 1,
      created_at: iso(createdAt),
      updated_at: iso(sentAt ?? createdAt + DAY_MS),
    });
    if (sentAt !== undefined) delivered.push({ division, sentAt, links, subject });
  }
  const ids: number[] = [];
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      const ret = await trx
        .insertInto('masters')
        .values(rows.slice(i, i + 200))
        .returning('id')
        .execute();
      ids.push(...ret.map((r) => r.id));
    }
  });
  return { masters: rows.length, delivered: delivered.map((d, i) => ({ ...d, id: String(ids[i]) })) };
}
