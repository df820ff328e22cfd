import { connect as open, type ConnectOptions, type Db as StoreDb } from '@mailroom/db';
import type { Database } from './schema';

export type { Dialect } from '@mailroom/db';

/** The service's store: the shared SQLite/PostgreSQL connection over the service's own tables. */
export type Db = StoreDb<Database>;

export const connect = (url: string, options?: ConnectOptions): Db => open<Database>(url, options);
