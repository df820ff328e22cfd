import type { AppContext } from '../app-context';
import { JobFailure, type JobRun } from '../jobs/queue';
import { nowIso } from '../platform/time';
import { purgeExpiredReports, REPORT_JOB, saveReport, type ReportPayload } from './report-store';
import { masterHasTestMessages, type EventScope } from './scope';
import { computeCounts, computeTimeline } from './summary';

export const reportLocation = (id: string) => `/v2/reports/master-events/${id}`;

/** Computes the KPIs and the timeline once; the event lists are read page by page when the report is read. */
async function runReport(run: JobRun) {
  const id = run.job.ticket_id;
  if (id === null) throw new JobFailure('a report job needs its ticket');
  const p = JSON.parse(run.job.payload) as ReportPayload;
  const db = run.db.kysely;
  const scope: EventScope = {
    buId: run.job.bu_id,
    masterId: p.masterId,
    start: p.start,
    end: p.end,
    maxEventId: p.maxEventId,
    hasTestMessages: await masterHasTestMessages(db, run.job.bu_id, p.masterId),
  };
  const { counts, firstEventAt } = await computeCounts(db, scope);
  const timeline = await computeTimeline(db, scope, firstEventAt);
  await run.commit(null, async (trx) => {
    await purgeExpiredReports(trx);
    await saveReport(trx, {
      id,
      bu_id: run.job.bu_id,
      master_id: p.masterId,
      filters: JSON.stringify(p.flags),
      period_start: p.start,
      period_end: p.end,
      max_event_id: p.maxEventId,
      summary: JSON.stringify(counts),
      timeline: JSON.stringify(timeline),
      state: 'ready',
      created_at: p.requestedAt || nowIso(),
      expires_at: p.expiresAt,
    });
  });
  return {
    message: `report on master ${p.masterId} is ready: ${counts.sent} sent, ${counts.opens} opens, ${counts.clicks} clicks`,
    response: { reportId: id, location: reportLocation(id) },
  };
}

export function registerReportJob(app: AppContext) {
  app.jobs.register(REPORT_JOB, runReport);
}
