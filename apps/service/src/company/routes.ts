import { routes } from '@mailroom/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { registerRoute } from '../platform/register';
import { nowIso, toWire } from '../platform/time';

export const SERVICE_VERSION = '0.1.0';

export function companyRoutes(fastify: FastifyInstance, app: AppContext) {
  registerRoute(
    fastify,
    app,
    routes.ping,
  )(async () => {
    await sql`select 1`.execute(app.db.kysely);
    return {
      status: 200,
      body: { status: 'ok', time: toWire(nowIso()), version: SERVICE_VERSION, database: app.db.dialect },
    };
  });

  registerRoute(
    fastify,
    app,
    routes.getCompany,
  )(({ bu }) => {
    const s = bu.settings;
    return Promise.resolve({
      status: 200,
      body: {
        name: bu.name,
        divisions: s.divisions,
        fromAddresses: s.fromAddresses,
        replyToAddresses: s.replyToAddresses,
        encodings: s.encodings,
        settings: {
          defaultEncoding: s.defaultEncoding,
          timezone: s.timezone,
          ticketRetentionDays: 4,
          reportRetentionDays: 7,
        },
      },
    });
  });
}
