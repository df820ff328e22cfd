import { ReportParamsSchema } from '@mailroom/contract';
import { Router } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { parseOr400 } from '../platform/validate';
import { sendEventDownload } from './event-download';
import { readReport } from './report-source';
import { sendSummaryDownload } from './summary-download';

const FormatQuerySchema = z.object({ format: z.enum(['csv', 'json']).default('csv') });

/** Downloads of master event reports; the service must know the report (its 404 otherwise). */
export function reportRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/api/reports/:id/download', requireRole('viewer'), async (req, res) => {
    const { id } = parseOr400(ReportParamsSchema, req.params, 'path');
    const { format } = parseOr400(FormatQuerySchema, req.query, 'query');
    // limit=0: the counts and the filters only, before the first byte, so a missing report is a clean 404.
    const report = await readReport(ctx, id, 0, 0);
    try {
      await sendEventDownload(ctx, res, report, format);
    } catch (err) {
      const gone = (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' && res.destroyed;
      if (!gone) throw err;
      req.log.info({ report: id }, 'the client left during a report download');
    }
  });

  r.get('/api/reports/:id/summary', requireRole('viewer'), async (req, res) => {
    const { id } = parseOr400(ReportParamsSchema, req.params, 'path');
    const { format } = parseOr400(FormatQuerySchema, req.query, 'query');
    sendSummaryDownload(res, await readReport(ctx, id, 0, 0), format);
  });
  return r;
}
