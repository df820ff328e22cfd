import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { updateSubscriber } from '../subscribers/repository';

/** Hard bounces (5xx answers) that make a subscriber dead; soft (4xx) bounces never do. */
export const HARD_BOUNCE_LIMIT = 3;

/** After a hard bounce: once the subscriber has HARD_BOUNCE_LIMIT of them, it is dead and gets no more mail. */
export async function applyBounceRules(trx: Transaction<Database>, subscriberPk: number): Promise<boolean> {
  const row = await trx
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscriber_pk', '=', subscriberPk)
    .where('kind', '=', 'bounce')
    .where('detail', 'like', 'hard:%')
    .executeTakeFirst();
  if (Number(row?.n ?? 0) < HARD_BOUNCE_LIMIT) return false;
  const sub = await trx
    .selectFrom('subscribers')
    .selectAll()
    .where('pk', '=', subscriberPk)
    .executeTakeFirst();
  if (!sub || sub.dead === 1) return false;
  await updateSubscriber(trx, sub, { dead: 1 });
  return true;
}
