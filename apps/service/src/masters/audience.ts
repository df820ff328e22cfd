import { MasterTargetSchema, type MasterTarget } from '@mailroom/contract';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { BusinessUnit } from '../platform/auth';
import { audienceCondition } from './audience-criteria';

export interface AudienceMember {
  pk: number;
  subId: string;
  email: string;
  attrs: Record<string, unknown>;
}

export interface AudienceOptions {
  /** Subscribers per batch (one query each); default 1000. */
  batchSize?: number;
  /** Start after this subscriber pk (resume a delivery that stopped after a committed batch). */
  afterPk?: number;
  /** The moment action criteria count back from; default now. */
  now?: Date;
}

/** What resolveAudience needs of a master: getMasterForSend's answer fits. */
export interface AudienceMaster {
  subscription: string;
  target: MasterTarget | null;
}

/** A master without a target goes to everyone subscribed to its own division. */
const defaultTarget = (): MasterTarget =>
  MasterTargetSchema.parse({ profile: true, subscriptions: { type: 'subscribed' }, criteria: [] });

/**
 * The audience of a master at send time, in batches ordered by subscriber pk. Each batch is one query with
 * keyset paging (pk > last), so a million subscribers stream in constant memory and a resumed delivery can
 * start after the last pk it committed. The profile stage is the base set: live subscribers of the unit
 * that have an e-mail address; dead subscribers are never in an audience.
 */
export async function* resolveAudience(
  db: Db,
  bu: Pick<BusinessUnit, 'id'>,
  master: AudienceMaster,
  options: AudienceOptions = {},
): AsyncGenerator<AudienceMember[]> {
  const batchSize = options.batchSize ?? 1000;
  const condition = audienceCondition(
    db.dialect,
    bu.id,
    master.target ?? defaultTarget(),
    master.subscription,
    options.now ?? new Date(),
  );
  let after = options.afterPk ?? 0;
  for (;;) {
    const rows = await db.kysely
      .selectFrom('subscribers as s')
      .select(['s.pk', 's.sub_id', 's.email', 's.attrs'])
      .where('s.bu_id', '=', bu.id)
      .where('s.dead', '=', 0)
      .where('s.email', '<>', '')
      .where('s.pk', '>', after)
      .where(condition)
      .orderBy('s.pk')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      pk: r.pk,
      subId: r.sub_id,
      email: r.email,
      attrs: JSON.parse(r.attrs) as Record<string, unknown>,
    }));
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]?.pk ?? after;
  }
}

/** How many subscribers the audience holds now (for previews and tests; counts in one query). */
export async function countAudience(db: Db, bu: Pick<BusinessUnit, 'id'>, master: AudienceMaster) {
  const condition = audienceCondition(
    db.dialect,
    bu.id,
    master.target ?? defaultTarget(),
    master.subscription,
    new Date(),
  );
  const row = await db.kysely
    .selectFrom('subscribers as s')
    .select(sql<number>`count(*)`.as('n'))
    .where('s.bu_id', '=', bu.id)
    .where('s.dead', '=', 0)
    .where('s.email', '<>', '')
    .where(condition)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
