import type { Kysely, Migration } from 'kysely';

/**
 * Reading a report's event list a page at a time (GET /v2/reports/master-events/{id}, bench B4) cost two random
 * row look-ups per entry after the index range scan: the event row (for subscriber, URL and detail) and the
 * subscriber row (for its id; subscriber rows are wide, so 1,000,000 of them span many pages). On the bench's
 * master that was 2.9 s of SQLite for 136,000 opens. With the list's columns in the events index (time, then id:
 * the list's order, so no sort) and a narrow (pk, sub_id) subscriber index, the page is an index range scan plus
 * one small-index probe per entry: 0.5 s.
 */
export function reportListIndexes(): Migration {
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createIndex('events_report_list')
        .on('events')
        .columns(['bu_id', 'master_id', 'kind', 'time', 'id', 'subscriber_pk', 'url', 'detail'])
        .execute();
      await k.schema
        .createIndex('subscribers_pk_sub_id')
        .on('subscribers')
        .columns(['pk', 'sub_id'])
        .execute();
    },
    async down(k: Kysely<unknown>) {
      await k.schema.dropIndex('subscribers_pk_sub_id').execute();
      await k.schema.dropIndex('events_report_list').execute();
    },
  };
}
