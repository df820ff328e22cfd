import { Router } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { page, PagingSchema } from '../platform/paging';
import { parseOr400 } from '../platform/validate';
import { listAudit } from './repository';

const AuditQuerySchema = PagingSchema.extend({
  userId: z.string().max(100).optional(),
  action: z.string().max(200).optional(),
});

export function auditRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/api/audit', requireRole('admin'), async (req, res) => {
    const q = parseOr400(AuditQuerySchema, req.query, 'query');
    const { rows, total } = await listAudit(ctx.db, q);
    const entries = rows.map((e) => ({
      id: Number(e.id),
      at: e.at,
      userId: e.user_id,
      userEmail: e.user_email,
      action: e.action,
      target: e.target,
      outcome: e.outcome,
      status: e.status,
      requestId: e.request_id,
      ip: e.ip,
    }));
    res.json(page('entries', entries, total, q.limit, q.offset));
  });
  return r;
}
