import type { MasterEventReport } from '@mailroom/contract';
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { reportFileName } from './file-name';

const METRICS = [
  'sent',
  'delivered',
  'opens',
  'uniqueOpenCount',
  'clicks',
  'uniqueClickCount',
  'bounces',
  'unsubscribes',
] as const;

/**
 * The KPIs and the hourly timeline as one tidy table, `metric,hour,value`: totals first (no hour), then opens and
 * clicks per hour, so a pivot table or a chart reads it without reshaping.
 */
export function summaryCsv(report: MasterEventReport): string {
  const rows: (string | number)[][] = METRICS.map((m) => [m, '', report.counts[m]]);
  for (const b of report.timeline) rows.push(['opens', b.hour, b.opens], ['clicks', b.hour, b.clicks]);
  return stringify(rows, { bom: true, header: true, columns: ['metric', 'hour', 'value'] });
}

export function sendSummaryDownload(res: Response, report: MasterEventReport, format: 'csv' | 'json') {
  res.set('content-disposition', `attachment; filename="${reportFileName(report, format, '-summary')}"`);
  if (format === 'csv') return res.type('text/csv; charset=utf-8').send(summaryCsv(report));
  const { id, requestedAt, expiresAt, filters, counts, timeline } = report;
  res
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ id, requestedAt, expiresAt, filters, counts, timeline }));
}
