import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/db/connect';
import type { Database } from '../src/db/schema';
import { nowIso } from '../src/platform/time';
import type { TestUnit } from './harness';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Inserts a master row straight into the store (the reports tests need one to exist, nothing more). */
export async function insertMaster(db: Db, buId: number, name = 'Spring sale'): Promise<string> {
  const now = nowIso();
  const row = await db.kysely
    .insertInto('masters')
    .values({
      bu_id: buId,
      name,
      subscription: 'Newsletter',
      status: 'delivered',
      next_time: null,
      envelope: JSON.stringify({ subject: name, from: 'news@example.com', encoding: 'UTF-8' }),
      html: '<p>Hello</p>',
      text: null,
      target: null,
      schedule: null,
      status_reason: null,
      last_delivered_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export interface EventSpec {
  kind: Insertable<Database['events']>['kind'];
  pk: number;
  at: number;
  url?: string;
  detail?: string;
  messageId?: string;
}

/** Inserts a known history for one master, in the given order (so ids follow the array). */
export async function insertEvents(db: Db, buId: number, masterId: string, events: EventSpec[]) {
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < events.length; i += 200)
      await trx
        .insertInto('events')
        .values(
          events.slice(i, i + 200).map((e) => ({
            bu_id: buId,
            message_id: e.messageId ?? `m-${masterId}-${e.pk}`,
            subscriber_pk: e.pk,
            master_id: masterId,
            kind: e.kind,
            url: e.url ?? null,
            detail: e.detail ?? null,
            time: new Date(e.at).toISOString(),
          })),
        )
        .execute();
  });
}

export const wire = (ms: number) => new Date(ms).toISOString().slice(0, 19) + 'Z';

/** Requests a master event report and waits for its ticket to complete; returns the 202, the ticket, the report id. */
export async function requestReport(unit: TestUnit, filters: Record<string, unknown>) {
  const r = await unit.call('POST', '/v2/reports/master-events', { body: { filters } });
  expect(r.status, r.text).toBe(202);
  const ticket = await unit.waitForTicket(r.body.id);
  expect(ticket.state, JSON.stringify(ticket)).toBe('completed');
  return { accepted: r, ticket, id: ticket.response.reportId as string };
}
