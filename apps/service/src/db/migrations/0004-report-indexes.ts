import type { Kysely, Migration } from 'kysely';

/**
 * Every report request and every page read asks whether the master has a test send
 * (masterHasTestMessages). On messages_template (bu_id, template_id) that walks every message of the master to
 * check is_test: 485 ms for a master of 400,000 messages, paid again on each 10,000-event page of a CSV download
 * (bench B4). With is_test in the index the answer is one index probe.
 */
export function reportIndexes(): Migration {
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createIndex('messages_template_test')
        .on('messages')
        .columns(['bu_id', 'template_id', 'is_test'])
        .execute();
    },
    async down(k: Kysely<unknown>) {
      await k.schema.dropIndex('messages_template_test').execute();
    },
  };
}
