import type { Kysely, Migration } from 'kysely';

/**
 * Per-subscriber activity indexes led by bu_id. The subscriber look-up's queries filter on bu_id AND subscriber_pk;
 * without statistics SQLite planned them on events_master / messages_template (bu_id only) and scanned every event
 * of the unit: 450 ms per look-up at 100,000 events, seconds at 5 million (bench B1, docs/performance.md). With
 * both columns in one index the planner picks it on either store, whatever the statistics.
 */
export function lookupIndexes(): Migration {
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createIndex('events_bu_subscriber')
        .on('events')
        .columns(['bu_id', 'subscriber_pk', 'kind'])
        .execute();
      await k.schema
        .createIndex('messages_bu_subscriber')
        .on('messages')
        .columns(['bu_id', 'subscriber_pk', 'created_at'])
        .execute();
    },
    async down(k: Kysely<unknown>) {
      await k.schema.dropIndex('messages_bu_subscriber').execute();
      await k.schema.dropIndex('events_bu_subscriber').execute();
    },
  };
}
