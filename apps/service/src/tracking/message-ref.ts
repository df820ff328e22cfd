import type { Db } from '../db/connect';
import type { StoredContent } from '../emails/compose';
import { nowIso } from '../platform/time';
import { parseToken, secretMatches } from './tokens';

export interface TrackedMessage {
  id: string;
  buId: number;
  subscriberPk: number | null;
  templateId: string;
  test: boolean;
  links: string[];
}

/** The message a tracking token names, only when its secret matches the one stored with the message. */
export async function messageForToken(db: Db, token: string): Promise<TrackedMessage | undefined> {
  const t = parseToken(token);
  if (!t) return undefined;
  const m = await db.kysely
    .selectFrom('messages')
    .select(['id', 'bu_id', 'subscriber_pk', 'template_id', 'is_test', 'content'])
    .where('id', '=', t.messageId)
    .executeTakeFirst();
  if (!m?.content) return undefined;
  const c = JSON.parse(m.content) as Partial<StoredContent>;
  if (typeof c.secret !== 'string' || !secretMatches(t.secret, c.secret)) return undefined;
  return {
    id: m.id,
    buId: m.bu_id,
    subscriberPk: m.subscriber_pk,
    templateId: m.template_id,
    test: Number(m.is_test) === 1,
    links: c.links ?? [],
  };
}

/** Opens and clicks of real messages; PREVIEW copies are left out of every metric. */
export async function recordTrackingEvent(
  db: Db,
  m: TrackedMessage,
  kind: 'open' | 'click',
  url: string | null,
) {
  if (m.test) return;
  await db.kysely
    .insertInto('events')
    .values({
      bu_id: m.buId,
      message_id: m.id,
      subscriber_pk: m.subscriberPk,
      master_id: m.templateId,
      kind,
      url,
      time: nowIso(),
    })
    .execute();
}
