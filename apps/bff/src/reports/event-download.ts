import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MasterEventReport } from '@mailroom/contract';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { AppContext } from '../context';
import { reportFileName } from './file-name';
import { EVENT_COLUMNS, reportPages } from './report-events';

async function* csvRecords(ctx: AppContext, report: MasterEventReport) {
  for await (const page of reportPages(ctx, report))
    for (const e of page) yield [e.kind, e.subscriberId, e.time, e.url ?? '', e.detail ?? ''];
}

/** The report's head (everything but the lists), then `"events": [` ... `]`, one page per chunk. */
async function* jsonChunks(ctx: AppContext, report: MasterEventReport) {
  const { id, requestedAt, expiresAt, filters, counts, timeline } = report;
  const head = JSON.stringify({ id, requestedAt, expiresAt, filters, counts, timeline });
  yield `${head.slice(0, -1)},"events":[`;
  let first = true;
  for await (const page of reportPages(ctx, report)) {
    yield (first ? '\n' : ',\n') + page.map((e) => JSON.stringify(e)).join(',\n');
    first = false;
  }
  yield '\n]}\n';
}

/**
 * Streams every event of the report's selected lists as CSV (UTF-8 BOM for spreadsheets, a header row,
 * RFC 4180 quoting) or JSON. pipeline() carries backpressure from the client back to the service reads and stops
 * them when the client goes away; an error after the first byte aborts the response, so a cut-off download
 * never looks complete.
 */
export async function sendEventDownload(
  ctx: AppContext,
  res: Response,
  report: MasterEventReport,
  format: 'csv' | 'json',
) {
  res.set('content-disposition', `attachment; filename="${reportFileName(report, format)}"`);
  if (format === 'csv') {
    res.type('text/csv; charset=utf-8');
    const csv = stringify({ bom: true, header: true, columns: [...EVENT_COLUMNS] });
    await pipeline(Readable.from(csvRecords(ctx, report)), csv, res);
  } else {
    res.type('application/json; charset=utf-8');
    await pipeline(Readable.from(jsonChunks(ctx, report), { objectMode: false }), res);
  }
}
