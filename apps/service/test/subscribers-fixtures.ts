import type { Db } from '../src/db/connect';

/** Direct inserts for subscriber tests: messages and events come from delivery, lists from their own resource. */
export interface MessageOptions {
  template?: string;
  division?: string | null;
  test?: boolean;
  at?: string;
}

export async function insertMessage(db: Db, buId: number, pk: number, id: string, o: MessageOptions = {}) {
  await db.kysely
    .insertInto('messages')
    .values({
      id,
      bu_id: buId,
      subscriber_pk: pk,
      email: 'x@example.com',
      template_id: o.template ?? 'tpl-1',
      division: o.division === undefined ? 'Newsletter' : o.division,
      subject: `Subject ${id}`,
      is_test: o.test ? 1 : 0,
      transactional: 0,
      status: 'delivered',
      created_at: o.at ?? new Date().toISOString(),
    })
    .execute();
}

export async function insertEvents(
  db: Db,
  buId: number,
  pk: number,
  messageId: string | null,
  kinds: ('sent' | 'delivered' | 'open' | 'click' | 'bounce' | 'unsubscribe')[],
  masterId = 'm-1',
) {
  await db.kysely
    .insertInto('events')
    .values(
      kinds.map((kind) => ({
        bu_id: buId,
        message_id: messageId,
        subscriber_pk: pk,
        master_id: masterId,
        kind,
        url: null,
        time: new Date().toISOString(),
      })),
    )
    .execute();
}

export async function insertList(db: Db, buId: number, name: string, archived = false): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('target_lists')
    .values({
      bu_id: buId,
      name,
      archived: archived ? 1 : 0,
      member_count: 0,
      version: 1,
      last_used: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The `s` value of a subscriber's unsubscribe links. */
export async function tokenOf(db: Db, pk: number): Promise<string> {
  const row = await db.kysely
    .selectFrom('subscribers')
    .select('token')
    .where('pk', '=', pk)
    .executeTakeFirstOrThrow();
  return row.token;
}
