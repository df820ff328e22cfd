import type { MasterEventReport } from '@mailroom/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmptyState } from '../../../components/ui/states';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { busyHours, formatSinceDelivery, summarizeTimeline } from './timeline';

const EngagementChart = lazy(() => import('./engagement-chart'));

/** The chart is drawn for sighted users; the sentence under the heading carries the same story for everyone. */
export function EngagementSection({ timeline }: { timeline: MasterEventReport['timeline'] }) {
  const summary = useMemo(() => summarizeTimeline(timeline), [timeline]);
  const busy = useMemo(() => busyHours(summary.points), [summary]);
  const [whole, setWhole] = useState(false);
  const first = summary.points[0];
  const last = summary.points.at(-1);
  const zoomable = last !== undefined && busy < last.sinceDelivery;
  const shown = whole || !zoomable ? summary.points : summary.points.filter((p) => p.sinceDelivery <= busy);

  return (
    <section aria-labelledby="engagement-heading" className="space-y-2">
      <h2 id="engagement-heading" className="text-lg font-semibold">
        Opens and clicks since delivery
      </h2>
      {summary.totalOpens + summary.totalClicks === 0 || !first || !last ? (
        <EmptyState title="No opens or clicks in this period">
          Engagement usually peaks about 12 hours after delivery; request a report a few days after a send.
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Hourly from {formatDateTime(first.hour)}: {formatNumber(summary.totalOpens)} opens and{' '}
            {formatNumber(summary.totalClicks)} clicks
            {summary.peakOpens &&
              `; opens peaked ${formatSinceDelivery(summary.peakOpens.sinceDelivery)} after delivery ` +
                `with ${formatNumber(summary.peakOpens.opens)} in one hour`}
            .
          </p>
          <Suspense fallback={<Spinner label="Loading the chart…" />}>
            <EngagementChart points={shown} />
          </Suspense>
          {zoomable && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
              <p>
                {whole
                  ? `The whole period, ${formatSinceDelivery(last.sinceDelivery)} from delivery.`
                  : `The first ${formatSinceDelivery(busy)}, which hold 99% of the events; the rest are in the totals.`}
              </p>
              <Button variant="secondary" size="sm" onClick={() => setWhole((w) => !w)}>
                {whole ? `Show the first ${formatSinceDelivery(busy)}` : 'Show the whole period'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
