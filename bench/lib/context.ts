import type { DatasetMeta } from './dataset-meta';
import type { Figure } from './figures';
import type { Server } from './proc';
import type { BenchSize } from './sizes';

/** What every scenario gets from the orchestrator. */
export interface BenchContext {
  size: BenchSize;
  meta: DatasetMeta;
  dialect: 'sqlite' | 'postgres';
  databaseUrl: string;
  /** The SQLite work copy (absent on PostgreSQL). */
  dbFile?: string;
  workDir: string;
  log(message: string): void;
}

/** The running stack a scenario measures; the BFF is absent on runs that skip it. */
export interface Stack {
  service: Server;
  bff?: Server;
  session?: { cookie: string; csrf: string };
}

export type Scenario = (ctx: BenchContext, stack: Stack) => Promise<Figure[]>;
