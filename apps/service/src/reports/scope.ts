import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, EventsTable } from '../db/schema';

export type EventKind = EventsTable['kind'];

/** The events a report covers: one master of one unit, within the period, up to the id frozen at request time. */
export interface EventScope {
  buId: number;
  masterId: string;
  start: string;
  end: string;
  /** Reports freeze the events they count at request time; lifetime totals count everything (undefined). */
  maxEventId?: number | undefined;
  /** Whether some message of the master is a test send, so the (slower) exclusion must run. */
  hasTestMessages: boolean;
}

/**
 * The WHERE clause of every report query. The leading columns match the (bu_id, master_id, kind, time) index, and
 * `id` rides along in it, so counting needs no table row unless test sends have to be excluded.
 */
export function inScope(eb: ExpressionBuilder<Database, 'events'>, s: EventScope) {
  const clauses = [
    eb('events.bu_id', '=', s.buId),
    eb('events.master_id', '=', s.masterId),
    eb('events.time', '>=', s.start),
    eb('events.time', '<', s.end),
  ];
  if (s.maxEventId !== undefined) clauses.push(eb('events.id', '<=', s.maxEventId));
  // Tracking never records events of test sends; this guards against any that slipped in.
  if (s.hasTestMessages)
    clauses.push(
      eb.or([
        eb('events.message_id', 'is', null),
        eb(
          'events.message_id',
          'not in',
          eb
            .selectFrom('messages')
            .select('messages.id')
            .where('messages.bu_id', '=', s.buId)
            .where('messages.template_id', '=', s.masterId)
            .where('messages.is_test', '=', 1),
        ),
      ]),
    );
  return eb.and(clauses);
}

/** Master messages carry the master id as their template id. */
export async function masterHasTestMessages(db: Kysely<Database>, buId: number, masterId: string) {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('bu_id', '=', buId)
    .where('template_id', '=', masterId)
    .where('is_test', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
