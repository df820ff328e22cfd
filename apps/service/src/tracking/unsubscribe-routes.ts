import { ApiError } from '@mailroom/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { parseSettings } from '../company/settings';
import { unsubscribeByLink } from '../subscribers/unsubscribe';
import { escapeHtml } from './instrument';
import { page } from './page';

interface LinkParams {
  s?: unknown;
  i?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : undefined);

const html = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body));

const invalid = (reply: FastifyReply) =>
  html(reply, 404, 'Link not valid', '<p>This unsubscribe link is not valid, or is incomplete.</p>');

const previewPage = (reply: FastifyReply) =>
  html(reply, 200, 'Preview', '<p>This is a PREVIEW copy: its unsubscribe link changes nothing.</p>');

/** The message `i` with its unit and division, when `s` is the token of the subscriber it was sent to. */
async function resolve(app: AppContext, s: string, i: string) {
  return app.db.kysely
    .selectFrom('messages as m')
    .innerJoin('subscribers as sub', 'sub.pk', 'm.subscriber_pk')
    .select(['m.bu_id', 'm.division', 'm.is_test', 'sub.email', 'sub.token'])
    .where('m.id', '=', i)
    .where('sub.token', '=', s)
    .executeTakeFirst();
}

/**
 * `GET /u?s=&i=` shows a confirm page (a GET never unsubscribes: mail scanners follow links); its button
 * POSTs to the same URL, which runs the very unsubscribe of `POST /v2/subscribers/unsubscribe`. The POST
 * also serves one-click unsubscribe (RFC 8058) from the List-Unsubscribe header.
 */
export function unsubscribeRoutes(fastify: FastifyInstance, app: AppContext) {
  fastify.get('/u', async (req, reply) => {
    const q = req.query as LinkParams;
    const s = str(q.s);
    const i = str(q.i);
    if (!s || !i) return invalid(reply);
    if (i === 'preview' || s === 'preview') return previewPage(reply);
    const m = await resolve(app, s, i);
    if (!m) return invalid(reply);
    const what = m.division ? `the ${escapeHtml(m.division)} e-mails` : 'all e-mails';
    const action = `/u?s=${encodeURIComponent(s)}&amp;i=${encodeURIComponent(i)}`;
    return html(
      reply,
      200,
      'Unsubscribe',
      `<p>Stop sending ${what} to <strong>${escapeHtml(m.email)}</strong>?</p>
<form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  void fastify.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post('/u', async (req, reply) => {
      const q = req.query as LinkParams;
      const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as LinkParams;
      const s = str(q.s) ?? str(b.s);
      const i = str(q.i) ?? str(b.i);
      if (!s || !i) return invalid(reply);
      if (i === 'preview' || s === 'preview') return previewPage(reply);
      const m = await resolve(app, s, i);
      if (!m || Number(m.is_test) === 1) return invalid(reply);
      const unit = await app.db.kysely
        .selectFrom('api_users')
        .select(['id', 'name', 'settings'])
        .where('id', '=', m.bu_id)
        .executeTakeFirstOrThrow();
      const bu = { id: unit.id, name: unit.name, settings: parseSettings(unit.settings) };
      try {
        await app.db.kysely.transaction().execute((trx) => unsubscribeByLink(trx, bu, s, i));
      } catch (err) {
        if (err instanceof ApiError && err.status < 500) return invalid(reply);
        throw err;
      }
      const what = m.division ? `the ${escapeHtml(m.division)} e-mails` : 'any e-mails';
      return html(
        reply,
        200,
        'Unsubscribed',
        `<p>${escapeHtml(m.email)} will no longer receive ${what}.</p>`,
      );
    });
    done();
  });
}
