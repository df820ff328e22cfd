import crypto from 'node:crypto';
import type { Db } from '../src/db/connect';
import { nowIso } from '../src/platform/time';

export interface FixtureSubscriber {
  id: string;
  email?: string;
  attrs?: Record<string, string | number>;
  subscribed?: string[];
  dead?: boolean;
}

/**
 * Inserts subscribers straight into the store (profile attributes as a JSON object, one subscription row and
 * event per division), for tests of other resources that need subscribers to exist. Returns their pks by id.
 */
export async function insertSubscribers(
  db: Db,
  buId: number,
  subs: FixtureSubscriber[],
): Promise<Map<string, number>> {
  const now = nowIso();
  const pks = new Map<string, number>();
  await db.kysely.transaction().execute(async (trx) => {
    for (const s of subs) {
      const row = await trx
        .insertInto('subscribers')
        .values({
          bu_id: buId,
          sub_id: s.id,
          email: s.email ?? (s.id.includes('@') ? s.id : ''),
          token: crypto.randomBytes(12).toString('hex'),
          attrs: JSON.stringify(s.attrs ?? {}),
          dead: s.dead ? 1 : 0,
          referred: 0,
          version: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('pk')
        .executeTakeFirstOrThrow();
      pks.set(s.id, row.pk);
      for (const division of s.subscribed ?? []) {
        await trx
          .insertInto('subscriptions')
          .values({ subscriber_pk: row.pk, division, state: 'subscribed', time: now })
          .execute();
        await trx
          .insertInto('subscription_events')
          .values({ subscriber_pk: row.pk, division, state: 'subscribed', time: now })
          .execute();
      }
    }
  });
  return pks;
}

/** Bare subscribers (the id is the e-mail, no profile) in 1,000-row inserts: for tests that need thousands quickly. */
export async function insertBareSubscribers(db: Db, buId: number, ids: string[]): Promise<void> {
  const now = nowIso();
  for (let i = 0; i < ids.length; i += 1000)
    await db.kysely
      .insertInto('subscribers')
      .values(
        ids.slice(i, i + 1000).map((id) => ({
          bu_id: buId,
          sub_id: id,
          email: id,
          token: crypto.randomBytes(12).toString('hex'),
          attrs: '{}',
          dead: 0,
          referred: 0,
          version: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
}
