import type { Db } from '../db/connect';
import type { ReportEventRow } from './event-lists';
import { iterateScopeEvents } from './event-lists';
import { requireReport, scopeOf } from './report-store';
import { masterHasTestMessages, type EventKind } from './scope';

export type { ReportEventRow } from './event-lists';

/**
 * Every event of a ready report (for CSV/JSON downloads), kind after kind, each oldest first. Throws the same 404
 * as GET when the report is unknown, expired or not ready.
 */
export async function* iterateReportEvents(
  db: Db,
  buId: number,
  reportId: string,
  kinds: readonly EventKind[],
): AsyncGenerator<ReportEventRow> {
  const report = await requireReport(db.kysely, buId, reportId);
  const scope = scopeOf(buId, report, await masterHasTestMessages(db.kysely, buId, report.master_id));
  yield* iterateScopeEvents(db.kysely, scope, kinds);
}
