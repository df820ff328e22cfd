import { connect, type Db } from '../../apps/service/src/db/connect';

/** A short-lived connection to the work store for setup and checks, never during a measurement. */
export async function withStore<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = connect(url, { poolSize: 2 });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The ids (the e-mail addresses) of the unit's first `n` subscribers, in creation order; `live`: not dead. */
export function subscriberIds(url: string, buId: number, n: number, live = false): Promise<string[]> {
  return withStore(url, async (db) =>
    (
      await db.kysely
        .selectFrom('subscribers')
        .select('sub_id')
        .where('bu_id', '=', buId)
        .$if(live, (q) => q.where('dead', '=', 0))
        .orderBy('pk')
        .limit(n)
        .execute()
    ).map((r) => r.sub_id),
  );
}
