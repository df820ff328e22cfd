import type { Ticket } from '@mailroom/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { BusinessUnit } from '../platform/auth';

export interface AcceptOptions {
  kind: string;
  /** `request.id` of the ticket: the list name for member imports, a generated id otherwise. */
  requestId?: unknown;
  message: string;
  payload: unknown;
  /** responseUri/responseRef as parsed from the query string and from the body; the query wins. */
  query?: { responseUri?: string | undefined; responseRef?: string | undefined } | undefined;
  body?: { responseUri?: string | undefined; responseRef?: string | undefined } | undefined;
}

/**
 * The 202 of every asynchronous call: ticket and job committed together before answering, with
 * `Content-Location` pointing at the ticket.
 */
export async function acceptAsync(app: AppContext, bu: BusinessUnit, req: FastifyRequest, o: AcceptOptions) {
  const ticket: Ticket = await app.db.kysely.transaction().execute((trx) =>
    app.jobs.enqueue(
      trx,
      {
        buId: bu.id,
        kind: o.kind,
        user: bu.name,
        uri: req.url.split('?')[0] ?? req.url,
        requestId: o.requestId ?? req.id,
        responseUri: o.query?.responseUri ?? o.body?.responseUri,
        responseRef: o.query?.responseRef ?? o.body?.responseRef,
        message: o.message,
      },
      o.payload,
    ),
  );
  return {
    status: 202 as const,
    body: ticket,
    headers: { 'content-location': `${app.config.publicUrl}/v2/tickets/${ticket.id}` },
  };
}
