import type { MasterStats } from '@mailroom/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toWire } from '../platform/time';
import { masterHasTestMessages } from '../reports/scope';
import { countPerKind } from '../reports/summary';

/**
 * A master's lifetime totals with the same scope rules as its reports (test sends excluded), over all time. Only
 * per-kind counts: they come from the (bu_id, master_id, kind, time) index alone, so even a master with a million
 * events answers in a fraction of a second; unique counts stay in the asynchronous report.
 */
export async function masterStats(
  db: Kysely<Database>,
  buId: number,
  masterId: string,
): Promise<MasterStats> {
  const rows = await countPerKind(db, {
    buId,
    masterId,
    start: '0000',
    end: '9999',
    hasTestMessages: await masterHasTestMessages(db, buId, masterId),
  });
  const n = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  const lasts = rows.map((r) => r.last).filter((t): t is string => typeof t === 'string');
  return {
    masterId,
    sent: n('sent'),
    delivered: n('delivered'),
    opens: n('open'),
    clicks: n('click'),
    bounces: n('bounce'),
    unsubscribes: n('unsubscribe'),
    lastEventAt: toWire(lasts.sort().at(-1) ?? null),
  };
}
