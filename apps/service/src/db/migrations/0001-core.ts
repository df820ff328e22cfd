import { sql, type Kysely, type Migration } from 'kysely';
import type { Db } from '../connect';

/** The service core: business units, subscribers, subscriptions, target lists, messages, the async engine. */
export function core(db: Db): Migration {
  const pg = db.dialect === 'postgres';
  const serial = pg ? 'serial' : 'integer';
  // Tables keyed by a composite primary key need no hidden rowid on SQLite.
  const withoutRowid = pg ? sql`` : sql`without rowid`;
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createTable('api_users')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('key_salt', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await k.schema
        .createTable('subscribers')
        .addColumn('pk', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('sub_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('attrs', 'text', (c) => c.notNull())
        .addColumn('dead', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('referred', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('subscribers_bu_sub_id', ['bu_id', 'sub_id'])
        .execute();
      await k.schema
        .createIndex('subscribers_bu_email')
        .on('subscribers')
        .columns(['bu_id', 'email'])
        .execute();
      await k.schema.createIndex('subscribers_bu_pk').on('subscribers').columns(['bu_id', 'pk']).execute();

      await k.schema
        .createTable('subscriptions')
        .addColumn('subscriber_pk', 'integer', (c) =>
          c.notNull().references('subscribers.pk').onDelete('cascade'),
        )
        .addColumn('division', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('subscriptions_pk', ['subscriber_pk', 'division'])
        .modifyEnd(withoutRowid)
        .execute();

      await k.schema
        .createTable('subscription_events')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('subscriber_pk', 'integer', (c) =>
          c.notNull().references('subscribers.pk').onDelete('cascade'),
        )
        .addColumn('division', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('subscription_events_subscriber')
        .on('subscription_events')
        .columns(['subscriber_pk', 'id'])
        .execute();

      await k.schema
        .createTable('target_lists')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('last_used', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('target_lists_bu_name', ['bu_id', 'name'])
        .execute();

      await k.schema
        .createTable('target_list_members')
        .addColumn('list_id', 'integer', (c) => c.notNull().references('target_lists.id'))
        .addColumn('subscriber_pk', 'integer', (c) =>
          c.notNull().references('subscribers.pk').onDelete('cascade'),
        )
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('target_list_members_pk', ['list_id', 'subscriber_pk'])
        .modifyEnd(withoutRowid)
        .execute();
      await k.schema
        .createIndex('target_list_members_subscriber')
        .on('target_list_members')
        .columns(['subscriber_pk', 'list_id'])
        .execute();

      await k.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('subscriber_pk', 'integer')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addColumn('division', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('is_test', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transactional', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('messages_subscriber')
        .on('messages')
        .columns(['subscriber_pk', 'created_at'])
        .execute();

      await k.schema
        .createTable('events')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull())
        .addColumn('message_id', 'text')
        .addColumn('subscriber_pk', 'integer')
        .addColumn('master_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('time', 'text', (c) => c.notNull())
        .execute();
      await k.schema
        .createIndex('events_subscriber')
        .on('events')
        .columns(['subscriber_pk', 'kind'])
        .execute();
      await k.schema
        .createIndex('events_master')
        .on('events')
        .columns(['bu_id', 'master_id', 'kind', 'time'])
        .execute();

      await k.schema
        .createTable('tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('request', 'text', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('response_uri', 'text')
        .addColumn('response_ref', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('tickets_created').on('tickets').column('created_at').execute();

      await k.schema
        .createTable('jobs')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('ticket_id', 'text')
        .addColumn('bu_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress', 'text')
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('jobs_ready').on('jobs').columns(['state', 'run_at']).execute();

      await k.schema
        .createTable('async_results')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull())
        .addColumn('requested', 'integer', (c) => c.notNull())
        .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ignored', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await k.schema
        .createTable('async_result_records')
        .addColumn('result_id', 'text', (c) => c.notNull())
        .addColumn('idx', 'integer', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('async_result_records_pk', ['result_id', 'idx'])
        .modifyEnd(withoutRowid)
        .execute();
    },
  };
}
