import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A job's payload (up to 100,000 member ids, ~3 MB) in a table of its own. In the jobs row it was rewritten with
 * every progress note a chunk commits: 2.2 ms per chunk on SQLite, the claim 15 ms, and megabytes of WAL per job
 * (bench B3). The payload is written once with the job and read once per claim; the job row stays small.
 */
export function jobPayloads(): Migration {
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createTable('job_payloads')
        .addColumn('job_id', 'integer', (c) => c.primaryKey().references('jobs.id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into job_payloads (job_id, payload) select id, payload from jobs`.execute(k);
      await k.schema.alterTable('jobs').dropColumn('payload').execute();
    },
    async down(k: Kysely<unknown>) {
      await k.schema
        .alterTable('jobs')
        .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await sql`update jobs set payload = (select p.payload from job_payloads p where p.job_id = jobs.id)
        where exists (select 1 from job_payloads p where p.job_id = jobs.id)`.execute(k);
      await k.schema.dropTable('job_payloads').execute();
    },
  };
}
