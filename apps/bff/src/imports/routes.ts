import type { Readable } from 'node:stream';
import { ApiError, DatasetParamsSchema } from '@mailroom/contract';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import type { Principal } from '../platform/request-types';
import { parseOr400 } from '../platform/validate';
import { ServiceRefused } from './csv-import';
import { importMembersCsv } from './member-import';
import { importRecordsCsv } from './reference-import';
import { importFailures, importView } from './view';

const ListParamsSchema = z.object({ listname: z.string().min(1).max(256) });

type Importer = (ctx: AppContext, who: Principal, target: string, input: Readable) => Promise<string>;

/** The shared shape of a CSV upload: editor, text/csv, audited, 202 with the import or the service's refusal. */
async function upload(
  ctx: AppContext,
  req: Request,
  res: Response,
  action: string,
  target: string,
  run: Importer,
) {
  if (!req.is(['text/csv', 'text/plain', 'application/csv']))
    throw new ApiError('unsupported_media_type', 'send the file as text/csv');
  res.locals.audit = { action, target };
  try {
    const id = await run(ctx, req.principal!, target, req);
    res.locals.audit.target = `${target} (import ${id})`;
    res.status(202).json(await importView(ctx, id));
  } catch (err) {
    if (err instanceof ServiceRefused) return res.status(err.status).json(err.body);
    throw err;
  }
}

export function importRoutes(ctx: AppContext): Router {
  const r = Router();
  r.post('/api/imports/target-lists/:listname/members', requireRole('editor'), async (req, res) => {
    const { listname } = parseOr400(ListParamsSchema, req.params, 'path');
    await upload(ctx, req, res, 'import.target-list-members', listname, importMembersCsv);
  });

  r.post('/api/imports/reference-data/:dataset/records', requireRole('editor'), async (req, res) => {
    const { dataset } = parseOr400(DatasetParamsSchema, req.params, 'path');
    await upload(ctx, req, res, 'import.reference-data-records', dataset, importRecordsCsv);
  });

  r.get('/api/imports/:id', requireRole('viewer'), async (req, res) => {
    res.json(await importView(ctx, String(req.params.id).slice(0, 100)));
  });

  r.get('/api/imports/:id/failures', requireRole('viewer'), async (req, res) => {
    res.json(await importFailures(ctx, String(req.params.id).slice(0, 100)));
  });
  return r;
}
