import type { Kysely, Migration } from 'kysely';

/**
 * The subscriber look-up's per-subscriber indexes (0003), widened so its two activity reads stop visiting the
 * tables (bench B1, docs/performance.md change 20):
 * - the events counted per message and kind (`email-activity.ts`) read subscriber_pk, message_id, master_id and
 *   kind: with all four in the index the count is an index range in group order, instead of one table row per
 *   event (a subscriber's events lie on as many pages as it has events) and a sort for the grouping;
 * - the latest messages (`order by created_at desc, id desc`) get `id` after `created_at`, so the index gives the
 *   order whole and no sort is needed for ties in time.
 * Each replaces the index it extends (their leading columns are the same, so every query that used the old one can
 * use the new). Measured on the bench store (1,000,000 subscribers, 4.9 million events): the look-up's SQL
 * 106.6 -> 89.0 us single-threaded; the events index grows from 108 to 188 MB, the messages one from 84 to 107 MB.
 */
type IndexDef = { name: string; columns: string[] };

const WIDENED: { table: string; before: IndexDef; after: IndexDef }[] = [
  {
    table: 'events',
    before: { name: 'events_bu_subscriber', columns: ['bu_id', 'subscriber_pk', 'kind'] },
    after: {
      name: 'events_bu_subscriber_groups',
      columns: ['bu_id', 'subscriber_pk', 'message_id', 'master_id', 'kind'],
    },
  },
  {
    table: 'messages',
    before: { name: 'messages_bu_subscriber', columns: ['bu_id', 'subscriber_pk', 'created_at'] },
    after: { name: 'messages_bu_subscriber_latest', columns: ['bu_id', 'subscriber_pk', 'created_at', 'id'] },
  },
];

/** Creates `to`, then drops `from`: queries always have one of the two. */
async function replaceIndex(k: Kysely<unknown>, table: string, from: IndexDef, to: IndexDef) {
  await k.schema.createIndex(to.name).on(table).columns(to.columns).execute();
  await k.schema.dropIndex(from.name).execute();
}

export function lookupCoveringIndexes(): Migration {
  return {
    async up(k: Kysely<unknown>) {
      for (const w of WIDENED) await replaceIndex(k, w.table, w.before, w.after);
    },
    async down(k: Kysely<unknown>) {
      for (const w of WIDENED) await replaceIndex(k, w.table, w.after, w.before);
    },
  };
}
