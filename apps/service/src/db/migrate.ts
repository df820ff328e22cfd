import { migrateToLatest as migrate, type NamedMigrations } from '@mailroom/db';
import type { Db } from './connect';
import type { Database } from './schema';
import { core } from './migrations/0001-core';
import { messaging } from './migrations/0002-messaging';
import { lookupIndexes } from './migrations/0003-lookup-indexes';
import { reportIndexes } from './migrations/0004-report-indexes';
import { reportListIndexes } from './migrations/0005-report-list-indexes';
import { deepPaging } from './migrations/0006-deep-paging';
import { asyncResultChunks } from './migrations/0007-async-result-chunks';
import { jobPayloads } from './migrations/0008-job-payloads';
import { eventSubscriberIds } from './migrations/0009-event-subscriber-ids';
import { lookupCoveringIndexes } from './migrations/0010-lookup-covering-indexes';

/** Migrations are code, listed in order; each receives the open store to pick column types by dialect. */
export const migrations: NamedMigrations<Database> = {
  '0001-core': core,
  '0002-messaging': messaging,
  '0003-lookup-indexes': lookupIndexes,
  '0004-report-indexes': reportIndexes,
  '0005-report-list-indexes': reportListIndexes,
  '0006-deep-paging': deepPaging,
  '0007-async-result-chunks': asyncResultChunks,
  '0008-job-payloads': jobPayloads,
  '0009-event-subscriber-ids': eventSubscriberIds,
  '0010-lookup-covering-indexes': lookupCoveringIndexes,
};

export async function migrateToLatest(db: Db): Promise<void> {
  await migrate(db, migrations);
}
