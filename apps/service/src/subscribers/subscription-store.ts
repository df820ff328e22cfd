import { sql } from 'kysely';
import { inListChunks, sqlList } from '../db/sql-list';
import type { Executor } from '../tickets/ticket-store';
import { toWire } from '../platform/time';
import type { SubState } from './subscription-plan';

export interface CurrentRow {
  subscriber_pk: number;
  division: string;
  state: SubState;
  time: string;
}
export type EventRow = CurrentRow & { id: number };

function group<T extends { subscriber_pk: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const list = m.get(r.subscriber_pk);
    if (list) list.push(r);
    else m.set(r.subscriber_pk, [r]);
  }
  return m;
}

/**
 * Current state rows of many subscribers at once, by subscriber pk. Written as SQL templates rather than built:
 * these run on every subscriber view, and Kysely's builder compiles its query tree on each call (3 us against
 * under 1 us for a template, measured; docs/performance.md, change 18).
 */
export async function loadCurrent(db: Executor, pks: number[]): Promise<Map<number, CurrentRow[]>> {
  const rows: CurrentRow[] = [];
  for (const part of inListChunks(pks))
    rows.push(
      ...(
        await sql<CurrentRow>`
          select subscriber_pk, division, state, time from subscriptions
          where subscriber_pk in (${sqlList(part)}) order by subscriber_pk, division`.execute(db)
      ).rows,
    );
  return group(rows);
}

/** Every subscription event of many subscribers (of one division, when given), oldest first. */
export async function loadEvents(
  db: Executor,
  pks: number[],
  division?: string,
): Promise<Map<number, EventRow[]>> {
  const rows: EventRow[] = [];
  for (const part of inListChunks(pks))
    rows.push(
      ...(
        await sql<EventRow>`
          select id, subscriber_pk, division, state, time from subscription_events
          where subscriber_pk in (${sqlList(part)})
            ${division === undefined ? sql`` : sql`and division = ${division}`}
          order by subscriber_pk, id`.execute(db)
      ).rows,
    );
  return group(rows);
}

export async function currentStates(db: Executor, pk: number): Promise<Map<string, SubState>> {
  const rows = (await loadCurrent(db, [pk])).get(pk) ?? [];
  return new Map(rows.map((r) => [r.division, r.state]));
}

/** Writes the new current states and appends one event per transition. */
export async function applyTransitions(
  db: Executor,
  pk: number,
  changes: ReadonlyMap<string, SubState>,
  time: string,
) {
  if (changes.size === 0) return;
  const rows = [...changes].map(([division, state]) => ({ subscriber_pk: pk, division, state, time }));
  await db
    .insertInto('subscriptions')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['subscriber_pk', 'division']).doUpdateSet((eb) => ({
        state: eb.ref('excluded.state'),
        time: eb.ref('excluded.time'),
      })),
    )
    .execute();
  await db.insertInto('subscription_events').values(rows).execute();
}

const item = (r: CurrentRow) => ({ division: r.division, state: r.state, time: toWire(r.time) });

/**
 * The subscriptions collection: `memberOf`, `current`, and with history `former` (divisions left, now
 * unsubscribed) and `events` (every transition, oldest first).
 */
export function toSubscriptions(current: CurrentRow[], events: EventRow[] | undefined) {
  const out = {
    memberOf: current.filter((r) => r.state === 'subscribed').map((r) => r.division),
    current: current.map(item),
  };
  if (!events) return out;
  return {
    ...out,
    former: current.filter((r) => r.state === 'unsubscribed').map(item),
    events: events.map(item),
  };
}
