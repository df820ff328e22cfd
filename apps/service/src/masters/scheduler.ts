import type { AppContext } from '../app-context';
import { nextDelivery } from './schedule';
import { parseSchedule } from './wire';

export const MASTER_DELIVERY_JOB = 'master-delivery';

export interface MasterDeliveryPayload {
  masterId: string;
  /** The due time this delivery stands for (ISO with ms). */
  scheduledFor: string;
}

/**
 * Claims one due master: moves next_time to the following delivery and enqueues the delivery job in the
 * same transaction, conditionally on next_time still being the value read. Two schedulers (processes) that
 * read the same due master race on that update; only one changes a row, so each due time is enqueued once.
 * Missed deliveries (the service was down) are not replayed: the overdue one is sent and the next one
 * counted from now.
 */
async function claim(app: AppContext, id: number, buId: number, due: string, now: Date): Promise<boolean> {
  return app.db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('masters').select(['schedule']).where('id', '=', id).executeTakeFirst();
    const schedule = row ? parseSchedule(row) : null;
    const from = new Date(Math.max(Date.parse(due), now.getTime()));
    const following = schedule ? nextDelivery(schedule, from) : null;
    const r = await trx
      .updateTable('masters')
      .set({ next_time: following?.toISOString() ?? null })
      .where('id', '=', id)
      .where('status', '=', 'enabled')
      .where('archived', '=', 0)
      .where('next_time', '=', due)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    const payload: MasterDeliveryPayload = { masterId: String(id), scheduledFor: due };
    await app.jobs.enqueue(
      trx,
      {
        buId,
        kind: MASTER_DELIVERY_JOB,
        user: 'scheduler',
        uri: `/v2/masters/${id}`,
        requestId: String(id),
        message: `delivery of master ${id} due ${due}`,
      },
      payload,
    );
    return true;
  });
}

/** One scheduler pass: enqueues a delivery for every enabled master due at `now`; returns how many. */
export async function enqueueDueMasters(app: AppContext, now = new Date()): Promise<number> {
  const due = await app.db.kysely
    .selectFrom('masters')
    .select(['id', 'bu_id', 'next_time'])
    .where('status', '=', 'enabled')
    .where('archived', '=', 0)
    .where('next_time', '<=', now.toISOString())
    .orderBy('next_time')
    .orderBy('id')
    .limit(100)
    .execute();
  let claimed = 0;
  for (const m of due) if (m.next_time && (await claim(app, m.id, m.bu_id, m.next_time, now))) claimed++;
  return claimed;
}

/** Runs a pass every `intervalMs` inside the service process; stop() waits for the pass under way. */
export function startMasterScheduler(app: AppContext, intervalMs: number) {
  if (intervalMs === 0) return { stop: () => Promise.resolve() };
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = enqueueDueMasters(app).catch((err: unknown) =>
      app.log.error({ err }, 'master scheduler pass failed'),
    );
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
