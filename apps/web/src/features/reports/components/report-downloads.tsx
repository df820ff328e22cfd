import { formatNumber } from '../../../lib/format';

const linkClass =
  'inline-flex items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

const href = (id: string, file: 'download' | 'summary', format: 'csv' | 'json') =>
  `/api/reports/${encodeURIComponent(id)}/${file}?format=${format}`;

/**
 * Plain links: the BFF streams the files with Content-Disposition, so the browser saves them itself, however
 * many events there are, and nothing passes through the SPA's memory.
 */
export function ReportDownloads({ id, eventCount }: { id: string; eventCount: number }) {
  return (
    <section aria-labelledby="downloads-heading" className="space-y-2">
      <h2 id="downloads-heading" className="text-lg font-semibold">
        Download
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The events file holds{' '}
        <strong className="text-slate-900 dark:text-slate-100">{formatNumber(eventCount)}</strong>{' '}
        {eventCount === 1 ? 'event' : 'events'}, one row each; the summary holds the KPIs and the hourly
        timeline.
      </p>
      <div className="flex flex-wrap gap-2">
        <a className={linkClass} href={href(id, 'download', 'csv')} download>
          Events CSV
        </a>
        <a className={linkClass} href={href(id, 'download', 'json')} download>
          Events JSON
        </a>
        <a className={linkClass} href={href(id, 'summary', 'csv')} download>
          Summary CSV
        </a>
        <a className={linkClass} href={href(id, 'summary', 'json')} download>
          Summary JSON
        </a>
      </div>
    </section>
  );
}
