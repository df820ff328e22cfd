import { sql, type Kysely, type Migration } from 'kysely';
import type { Db } from '../connect';

const LIST_COLUMNS_BEFORE = ['bu_id', 'master_id', 'kind', 'time', 'id', 'subscriber_pk', 'url', 'detail'];
const LIST_COLUMNS = ['bu_id', 'master_id', 'kind', 'time', 'id', 'subscriber_pk', 'sub_id', 'url', 'detail'];

/**
 * The subscriber's id on each event (`events.sub_id`), kept by triggers, and in the report-list index. A page of a
 * report's event list (GET /v2/reports/master-events/{id}, bench B4) was an index range scan (0.75 us per entry)
 * plus a probe of the subscriber index for each entry's id (2.25 us warm, most of a cold page): with the id in the
 * index the page is the range scan alone (1.5 us per entry warm, measured on the bench's 1,000,000-event store).
 *
 * The triggers keep it right whatever writes the rows: an event inserted without it gets its subscriber's id
 * (SQLite after the insert, PostgreSQL before), a renamed subscriber renames its events, a deleted subscriber's
 * events lose it (the report showed no id for them before, from its outer join; it still does). Paths that know the
 * id pass it (no trigger work). `subscriber_pk` stays the reference: unique counts and look-ups still use it.
 */
export function eventSubscriberIds(db: Db): Migration {
  const pg = db.dialect === 'postgres';
  return {
    async up(k: Kysely<unknown>) {
      await k.schema.dropIndex('events_report_list').execute();
      await k.schema.alterTable('events').addColumn('sub_id', 'text').execute();
      if (pg)
        await sql`update events e set sub_id = s.sub_id from subscribers s where s.pk = e.subscriber_pk`.execute(
          k,
        );
      else
        await sql`update events set sub_id = (select s.sub_id from subscribers s where s.pk = events.subscriber_pk)
          where subscriber_pk is not null`.execute(k);
      await k.schema.createIndex('events_report_list').on('events').columns(LIST_COLUMNS).execute();
      if (pg) {
        await sql`create function events_sub_id() returns trigger language plpgsql as $$
          begin
            if new.sub_id is null and new.subscriber_pk is not null then
              select s.sub_id into new.sub_id from subscribers s where s.pk = new.subscriber_pk;
            end if;
            return new;
          end $$`.execute(k);
        await sql`create trigger events_sub_id before insert on events
          for each row execute function events_sub_id()`.execute(k);
        await sql`create function subscribers_event_ids() returns trigger language plpgsql as $$
          begin
            if tg_op = 'DELETE' then
              update events set sub_id = null where subscriber_pk = old.pk;
            elsif new.sub_id is distinct from old.sub_id then
              update events set sub_id = new.sub_id where subscriber_pk = new.pk;
            end if;
            return null;
          end $$`.execute(k);
        await sql`create trigger subscribers_event_ids after update of sub_id or delete on subscribers
          for each row execute function subscribers_event_ids()`.execute(k);
      } else {
        await sql`create trigger events_sub_id after insert on events
          when new.sub_id is null and new.subscriber_pk is not null begin
            update events set sub_id = (select s.sub_id from subscribers s where s.pk = new.subscriber_pk)
              where id = new.id;
          end`.execute(k);
        await sql`create trigger subscribers_event_ids_rename after update of sub_id on subscribers
          when new.sub_id is not old.sub_id begin
            update events set sub_id = new.sub_id where subscriber_pk = new.pk;
          end`.execute(k);
        await sql`create trigger subscribers_event_ids_delete after delete on subscribers begin
            update events set sub_id = null where subscriber_pk = old.pk;
          end`.execute(k);
      }
    },
    async down(k: Kysely<unknown>) {
      if (pg) {
        await sql`drop trigger subscribers_event_ids on subscribers`.execute(k);
        await sql`drop function subscribers_event_ids()`.execute(k);
        await sql`drop trigger events_sub_id on events`.execute(k);
        await sql`drop function events_sub_id()`.execute(k);
      } else {
        await sql`drop trigger subscribers_event_ids_delete`.execute(k);
        await sql`drop trigger subscribers_event_ids_rename`.execute(k);
        await sql`drop trigger events_sub_id`.execute(k);
      }
      await k.schema.dropIndex('events_report_list').execute();
      await k.schema.alterTable('events').dropColumn('sub_id').execute();
      await k.schema.createIndex('events_report_list').on('events').columns(LIST_COLUMNS_BEFORE).execute();
    },
  };
}
