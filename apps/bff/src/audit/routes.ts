import { AuditQuerySchema, type AuditEntry } from '@mailroom/contract';
import { Router } from 'express';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { page } from '../platform/paging';
import { parseOr400 } from '../platform/validate';
import { listAudit } from './repository';

export function auditRoutes(ctx: AppContext): Router {
  const r = Router();
  r.get('/api/audit', requireRole('admin'), async (req, res) => {
    const q = parseOr400(AuditQuerySchema, req.query, 'query');
    const { rows, total } = await listAudit(ctx.db, q);
    const entries = rows.map((e): AuditEntry => ({
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
