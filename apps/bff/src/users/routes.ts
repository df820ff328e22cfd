import express, { Router } from 'express';
import { z } from 'zod';
import { requireRole } from '../auth/middleware';
import type { AppContext } from '../context';
import { page, PagingSchema } from '../platform/paging';
import { parseOr400 } from '../platform/validate';
import { listUsers } from './repository';
import { changeUser, createUser } from './users';
import { CreateUserBodySchema, PatchUserBodySchema, toUserView } from './wire';

const IdParamsSchema = z.object({ id: z.uuid({ error: 'must be a user id' }) });

/** Dashboard user management: admins only. */
export function userRoutes(ctx: AppContext): Router {
  const r = Router();
  const json = express.json({ limit: '16kb' });
  r.use('/api/users', requireRole('admin'));

  r.get('/api/users', async (req, res) => {
    const q = parseOr400(PagingSchema, req.query, 'query');
    const { rows, total } = await listUsers(ctx.db, q.limit, q.offset);
    res.json(page('users', rows.map(toUserView), total, q.limit, q.offset));
  });

  r.post('/api/users', json, async (req, res) => {
    const body = parseOr400(CreateUserBodySchema, req.body, 'body');
    res.locals.audit = { action: 'user.create', target: `${body.email} (${body.role})` };
    res.status(201).json(await createUser(ctx.db, body));
  });

  r.patch('/api/users/:id', json, async (req, res) => {
    const { id } = parseOr400(IdParamsSchema, req.params, 'path');
    const body = parseOr400(PatchUserBodySchema, req.body, 'body');
    const what = Object.entries(body)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => (k === 'password' ? 'password reset' : `${k}=${String(v)}`))
      .join(', ');
    res.locals.audit = { action: 'user.update', target: `${id}: ${what}` };
    const p = req.principal!;
    res.json(await changeUser(ctx.db, { userId: p.userId, sessionId: p.sessionId }, id, body));
  });
  return r;
}
