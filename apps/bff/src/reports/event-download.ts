import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { REPORT_CSV_HEADER, reportCsvLines, type MasterEventReport } from '@mailroom/contract';
import type { Response } from 'express';
import type { AppContext } from '../context';
import { forward, readJson } from '../proxy/forward';
import { reportFileName } from './file-name';
import { reportPages } from './report-events';
import { reportReadError } from './report-source';

const BOM = '\ufeff';

/**
 * The service's own CSV of the report's lists (`Accept: text/csv`, an extension of the report read): streamed as
 * the service reads it, so the BFF only passes bytes on. Undefined when the service answers with JSON instead (a
 * v2 service without the extension), so the caller builds the CSV from pages.
 */
async function serviceCsv(ctx: AppContext, id: string): Promise<IncomingMessage | undefined> {
  const exchange = forward({
    method: 'GET',
    url: new URL(`${ctx.config.serviceUrl}/v2/reports/master-events/${encodeURIComponent(id)}`),
    headers: { ...ctx.service.authHeaders(), accept: 'text/csv' },
    timeoutMs: ctx.config.UPSTREAM_TIMEOUT_MS,
  });
  const res = await exchange.response;
  const status = res.statusCode ?? 502;
  if (status === 200 && res.headers['content-type']?.startsWith('text/csv')) return res;
  if (status === 200 || status === 406) {
    res.resume();
    return undefined;
  }
  throw reportReadError(id, status, await readJson(res).catch(() => undefined));
}

/** The CSV built here from the service's JSON pages: a BOM, the header row, then one chunk per page. */
async function* csvFromPages(ctx: AppContext, report: MasterEventReport) {
  yield BOM + REPORT_CSV_HEADER;
  for await (const page of reportPages(ctx, report)) yield reportCsvLines(page);
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
  if (format === 'json') {
    res.type('application/json; charset=utf-8');
    await pipeline(Readable.from(jsonChunks(ctx, report), { objectMode: false }), res);
    return;
  }
  const streamed = await serviceCsv(ctx, report.id);
  res.type('text/csv; charset=utf-8');
  if (streamed) {
    res.write(BOM);
    await pipeline(streamed, res);
  } else await pipeline(Readable.from(csvFromPages(ctx, report), { objectMode: false }), res);
}
