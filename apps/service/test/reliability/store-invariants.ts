import { errorCodes, ticketStates } from '@mailroom/contract';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect';

/**
 * What must hold in any store, whatever was thrown at the service: each problem found is one line, so a
 * failing assertion lists them all.
 */
export async function storeProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const counts = await db.kysely
    .selectFrom('target_lists as l')
    .leftJoin('target_list_members as m', 'm.list_id', 'l.id')
    .select(['l.id', 'l.name', 'l.member_count'])
    .select((eb) => eb.fn.count<number>('m.list_id').as('actual'))
    .groupBy(['l.id', 'l.name', 'l.member_count'])
    .execute();
  for (const c of counts)
    if (Number(c.member_count) !== Number(c.actual))
      problems.push(`list ${c.name}: member_count ${c.member_count} but ${c.actual} member rows`);

  const subs = await db.kysely
    .selectFrom('subscriptions')
    .select('state')
    .where('state', 'not in', ['subscribed', 'unsubscribed'])
    .execute();
  if (subs.length > 0) problems.push(`${subs.length} subscriptions in an unknown state`);

  const tickets = await db.kysely.selectFrom('tickets').select(['id', 'state']).execute();
  for (const t of tickets)
    if (!(ticketStates as readonly string[]).includes(t.state))
      problems.push(`ticket ${t.id} in unknown state ${t.state}`);

  const jobs = await db.kysely
    .selectFrom('jobs')
    .select(['id', 'kind', 'state'])
    .where('state', 'not in', ['queued', 'running', 'done', 'failed'])
    .execute();
  for (const j of jobs) problems.push(`job ${j.id} (${j.kind}) in unknown state ${j.state}`);

  const orphans = await sql<{ n: number }>`select count(*) as n from target_list_members m
    where not exists (select 1 from subscribers s where s.pk = m.subscriber_pk)`.execute(db.kysely);
  if (Number(orphans.rows[0]?.n ?? 0) > 0)
    problems.push(`${orphans.rows[0]!.n} list members without subscriber`);
  return problems;
}

/** Waits until no job is queued or running (each finished or failed for good); returns the ones still open. */
export async function openJobsAfter(db: Db, timeoutMs: number): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await db.kysely
      .selectFrom('jobs')
      .select(['id', 'kind', 'state', 'attempts', 'error'])
      .where('state', 'in', ['queued', 'running'])
      .execute();
    if (open.length === 0 || Date.now() > until)
      return open.map(
        (j) => `job ${j.id} (${j.kind}) still ${j.state} after ${j.attempts} attempts: ${j.error}`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const knownErrorCodes: readonly string[] = errorCodes;
