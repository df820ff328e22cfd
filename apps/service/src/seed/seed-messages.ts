import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { insertChunked, iso } from './bulk-insert';
import { templates } from './demo-words';
import type { Prng } from './prng';
import { sample } from './seed-lists';
import type { Population } from './seed-demo';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Messages committed per transaction. */
const BATCH = 5000;

type MessageRow = Insertable<Database['messages']>;
type EventRow = Insertable<Database['events']>;

/**
 * Twelve campaigns (templates 1001..1012) sent over the last 30 days to subscribers of their division, with sent,
 * delivered or bounce, open and click events. Opens peak some hours after delivery and fade over days, as the
 * spec describes for real engagement.
 */
export async function seedMessages(
  db: Db,
  buId: number,
  rng: Prng,
  pop: Population,
  o: { messages: number; now: number },
): Promise<{ messages: number; events: number }> {
  const perTemplate = Math.floor(o.messages / templates.length);
  let seq = 0;
  let messageCount = 0;
  let eventCount = 0;
  for (const [t, [templateId, subject, divisionIndex]] of templates.entries()) {
    const d = divisionIndex % Math.max(1, pop.divisions.length);
    const division = pop.divisions[d] ?? null;
    const audience: number[] = [];
    for (let i = 0; i < pop.pks.length; i++) if ((pop.subscribed[i]! >>> d) & 1) audience.push(i);
    const recipients = sample(rng, audience, Math.min(perTemplate, audience.length));
    // Campaigns every two to three days, oldest first, the newest a day ago.
    const sentAt =
      o.now - (29 - Math.floor((t * 28) / (templates.length - 1))) * DAY_MS - rng.int(1, 6) * HOUR_MS;
    const links = [
      `https://www.example.com/c/${templateId}`,
      `https://www.example.com/c/${templateId}/offer`,
    ];
    for (let start = 0; start < recipients.length; start += BATCH) {
      const messages: MessageRow[] = [];
      const events: EventRow[] = [];
      for (const i of recipients.slice(start, start + BATCH)) {
        const id = `${buId}${String(++seq).padStart(9, '0')}`;
        const pk = pop.pks[i]!;
        const at = sentAt + rng.int(0, 3600) * 1000;
        const bounced = pop.dead[i] === 1 || rng.chance(0.015);
        messages.push({
          id,
          bu_id: buId,
          subscriber_pk: pk,
          email: pop.emails[i]!,
          template_id: templateId,
          division,
          subject,
          is_test: 0,
          transactional: 0,
          status: bounced ? 'bounced' : 'delivered',
          created_at: iso(at),
        });
        const ev = (kind: EventRow['kind'], time: number, url: string | null = null) => {
          if (time <= o.now)
            events.push({
              bu_id: buId,
              message_id: id,
              subscriber_pk: pk,
              sub_id: pop.emails[i]!,
              master_id: templateId,
              kind,
              url,
              time: iso(time),
            });
        };
        ev('sent', at);
        if (bounced) {
          ev('bounce', at + rng.int(2, 120) * 1000);
          continue;
        }
        ev('delivered', at + rng.int(1, 30) * 1000);
        if (!rng.chance(0.28)) continue;
        const openedAt = at + engagementDelay(rng);
        ev('open', openedAt);
        if (rng.chance(0.3)) ev('open', openedAt + engagementDelay(rng));
        if (rng.chance(0.25)) ev('click', openedAt + rng.int(5, 600) * 1000, rng.pick(links));
      }
      await db.kysely.transaction().execute(async (trx) => {
        await insertChunked(trx, 'messages', messages);
        await insertChunked(trx, 'events', events);
      });
      messageCount += messages.length;
      eventCount += events.length;
    }
  }
  return { messages: messageCount, events: eventCount };
}

/** Gamma-like delay: most engagement within a day, peaking around 12 hours, a tail of several days. */
function engagementDelay(rng: Prng): number {
  const hours = -12 * Math.log((1 - rng.float()) * (1 - rng.float()));
  return Math.floor(hours * HOUR_MS);
}
