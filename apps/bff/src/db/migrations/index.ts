import type { NamedMigrations } from '@mailroom/db';
import type { Database } from '../schema';
import { core } from './0001-core';

export const migrations: NamedMigrations<Database> = {
  '0001-core': core,
};
