import { sql, type Kysely, type Migration } from 'kysely';
import type { Db } from '../connect';

/** The messaging half: masters, content blocks, reference data, rendered messages, reports. */
export function messaging(db: Db): Migration {
  const pg = db.dialect === 'postgres';
  const serial = pg ? 'serial' : 'integer';
  const withoutRowid = pg ? sql`` : sql`without rowid`;
  return {
    async up(k: Kysely<unknown>) {
      await k.schema
        .createTable('masters')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('subscription', 'text', (c) => c.notNull())
        .addColumn('campaign', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('keywords', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('triggered', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_time', 'text')
        .addColumn('envelope', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('text', 'text')
        .addColumn('links', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('target', 'text')
        .addColumn('schedule', 'text')
        .addColumn('status_reason', 'text')
        .addColumn('last_delivered_at', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await k.schema.createIndex('masters_bu').on('masters').columns(['bu_id', 'archived', 'id']).execute();
      await k.schema.createIndex('masters_due').on('masters').columns(['status', 'next_time']).execute();

      await k.schema
        .createTable('content_blocks')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('content_blocks_bu_name', ['bu_id', 'name'])
        .execute();
      await k.schema
        .createIndex('content_blocks_recent')
        .on('content_blocks')
        .columns(['bu_id', 'archived', 'updated_at'])
        .execute();

      await k.schema
        .createTable('datasets')
        .addColumn('id', serial, (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull().references('api_users.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('columns', 'text', (c) => c.notNull())
        .addColumn('primary_key', 'text', (c) => c.notNull())
        .addColumn('record_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('datasets_bu_name', ['bu_id', 'name'])
        .execute();
      await k.schema
        .createTable('dataset_records')
        .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
        .addColumn('record_key', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('dataset_records_pk', ['dataset_id', 'record_key'])
        .modifyEnd(withoutRowid)
        .execute();

      await k.schema.alterTable('messages').addColumn('recipient_id', 'text').execute();
      await k.schema.alterTable('messages').addColumn('ticket_id', 'text').execute();
      await k.schema.alterTable('messages').addColumn('content', 'text').execute();
      await k.schema.alterTable('messages').addColumn('error', 'text').execute();
      await k.schema.alterTable('messages').addColumn('sent_at', 'text').execute();
      await k.schema.createIndex('messages_ticket').on('messages').column('ticket_id').execute();
      await k.schema
        .createIndex('messages_template')
        .on('messages')
        .columns(['bu_id', 'template_id'])
        .execute();
      await k.schema.alterTable('events').addColumn('detail', 'text').execute();
      await k.schema.createIndex('events_message').on('events').columns(['message_id', 'kind']).execute();

      await k.schema
        .createTable('reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('bu_id', 'integer', (c) => c.notNull())
        .addColumn('master_id', 'text', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('period_start', 'text', (c) => c.notNull())
        .addColumn('period_end', 'text', (c) => c.notNull())
        .addColumn('max_event_id', 'integer')
        .addColumn('summary', 'text')
        .addColumn('timeline', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
