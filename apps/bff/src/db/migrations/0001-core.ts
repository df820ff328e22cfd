import type { Kysely, Migration } from 'kysely';
import type { Db } from '../schema';

export const core = (db: Db): Migration => ({
  async up(k: Kysely<unknown>) {
    await k.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await k.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await k.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await k.schema
      .createTable('tracked_tickets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('service_ticket_id', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('access', 'text', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .addColumn('response', 'text')
      .addColumn('callback_hash', 'text', (c) => c.notNull())
      .addColumn('callback_at', 'text')
      .addColumn('import_id', 'text')
      .addColumn('poll_at', 'text')
      .addColumn('poll_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await k.schema.createIndex('tracked_tickets_poll').on('tracked_tickets').column('poll_at').execute();
    await k.schema
      .createIndex('tracked_tickets_updated')
      .on('tracked_tickets')
      .column('updated_at')
      .execute();
    await k.schema
      .createIndex('tracked_tickets_user')
      .on('tracked_tickets')
      .columns(['user_id', 'created_at'])
      .execute();
    await k.schema.createIndex('tracked_tickets_import').on('tracked_tickets').column('import_id').execute();

    await k.schema
      .createTable('imports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('user_email', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('total_rows', 'integer', (c) => c.notNull())
      .addColumn('sent_rows', 'integer', (c) => c.notNull())
      .addColumn('rejected', 'text', (c) => c.notNull())
      .addColumn('chunks', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    // An ever-growing append-only log: an integer key keeps inserts cheap and gives a stable newest-first order.
    await k.schema
      .createTable('audit_log')
      .addColumn('id', db.dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
        db.dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('user_email', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('ip', 'text')
      .execute();
  },
  async down(k: Kysely<unknown>) {
    for (const t of ['audit_log', 'imports', 'tracked_tickets', 'sessions', 'users'])
      await k.schema.dropTable(t).ifExists().execute();
  },
});
