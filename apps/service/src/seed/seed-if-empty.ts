import type { FastifyBaseLogger } from 'fastify';
import { generateApiKey, upsertApiUser } from '../api-users/api-users';
import type { Db } from '../db/connect';
import { seedDemo } from './seed-demo';

export const DEMO_UNIT = 'demo';
export const DEMO_SUBSCRIBERS = 20_000;

/**
 * Seeds the demo business unit when it has no subscribers yet, so a restart never doubles the data. The unit is
 * `apiUser` (the bootstrap user) or else `demo`, created with a key nobody knows: printing a secret into logs
 * would leak it, so the operator sets one with the api-user CLI.
 */
export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, apiUser?: string): Promise<void> {
  const name = apiUser ?? DEMO_UNIT;
  let unit = await db.kysely.selectFrom('api_users').select('id').where('name', '=', name).executeTakeFirst();
  if (!unit) {
    const { id } = await upsertApiUser(db, name, generateApiKey());
    unit = { id };
    log.warn(
      { apiUser: name },
      `created API user "${name}" for the demo data; set its key with: npm run api-user -w apps/service -- create ${name}`,
    );
  }
  const existing = await db.kysely
    .selectFrom('subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bu_id', '=', unit.id)
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    log.info(
      { apiUser: name, subscribers: Number(existing.n) },
      'demo seed skipped: the unit already has data',
    );
    return;
  }
  log.info({ apiUser: name, subscribers: DEMO_SUBSCRIBERS }, 'seeding demo data');
  const summary = await seedDemo(db, unit.id, { subscribers: DEMO_SUBSCRIBERS, seed: 1, messaging: {} });
  log.info({ apiUser: name, ...summary }, `demo data seeded in ${summary.ms} ms`);
}
