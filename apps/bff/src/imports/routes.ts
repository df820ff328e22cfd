import { ApiError } from '@mailroom/contract';
import { Router } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { parseOr400 } from '../platform/validate';
import { importMembersCsv, ServiceRefused } from './member-import';
import { importFailures, importView } from './view';

const ListParamsSchema = z.object({ listname: z.string().min(1).max(256) });

export function importRoutes(ctx: AppContext): Router {
  const r = Router();
  r.post('/api/imports/target-lists/:listname/members', requireRole('editor'), async (req, res) => {
    const { listname } = parseOr400(ListParamsSchema, req.params, 'path');
    if (!req.is(['text/csv', 'text/plain', 'application/csv']))
      throw new ApiError('unsupported_media_type', 'send the file as text/csv');
    res.locals.audit = { action: 'import.target-list-members', target: listname };
    try {
      const id = await importMembersCsv(ctx, req.principal!, listname, req);
      res.locals.audit.target = `${listname} (import ${id})`;
      res.status(202).json(await importView(ctx, id));
    } catch (err) {
      if (err instanceof ServiceRefused) return res.status(err.status).json(err.body);
      throw err;
    }
  });

  r.get('/api/imports/:id', requireRole('viewer'), async (req, res) => {
    res.json(await importView(ctx, String(req.params.id).slice(0, 100)));
  });

  r.get('/api/imports/:id/failures', requireRole('viewer'), async (req, res) => {
    res.json(await importFailures(ctx, String(req.params.id).slice(0, 100)));
  });
  return r;
}
