import type { MasterEventReport } from '@mailroom/contract';
import { formatDateTime } from '../../../lib/format';
import { eventKinds } from './report-event';
import { EngagementSection } from './engagement-section';
import { KpiCards } from './kpi-cards';
import { formatPeriod } from './period';
import { ReportDownloads } from './report-downloads';
import { ReportEvents } from './report-events';

/** A ready report: read with limit 0, so this holds the KPIs, filters and timeline but no event. */
export function ReportView({ report }: { report: MasterEventReport }) {
  // The events download holds every event of the lists the report was requested with.
  const eventCount = eventKinds.reduce((sum, k) => sum + (report.filters[k] ? report.counts[k] : 0), 0);
  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Period {formatPeriod(report.filters.period)} · requested {formatDateTime(report.requestedAt)} · kept
        until {formatDateTime(report.expiresAt)}
      </p>
      <KpiCards counts={report.counts} />
      <EngagementSection timeline={report.timeline} />
      <ReportEvents report={report} />
      <ReportDownloads id={report.id} eventCount={eventCount} />
    </div>
  );
}
