import type { Kysely, Migration, Transaction } from 'kysely';
import type { Db } from '../connect';

/** The tables as this migration finds and leaves them (schema.ts describes only the latest). */
export interface Tables {
  async_result_records: {
    result_id: string;
    idx: number;
    outcome: 'completed' | 'failed' | 'ignored';
    time: string;
    location: string | null;
    error: string | null;
  };
  async_result_chunks: {
    result_id: string;
    start_idx: number;
    count: number;
    completed: number;
    failed: number;
    ignored: number;
    time: string;
    records: string;
  };
}
type Chunk = Tables['async_result_chunks'];
type OldRow = Tables['async_result_records'];

/** Old rows read per query, and chunk rows written per insert, while moving them. */
const READ_PAGE = 10_000;
const WRITE_ROWS = 100;
/** The most records one moved chunk holds. */
const MAX_CHUNK = 1000;

/**
 * Async results stored one row per record: a 100,000-member import wrote 100,000 rows (17% of its time in bench
 * B3) that are read back only as whole arrays. They now take one row per chunk, its records as one JSON array
 * (async-results/chunks.ts). Existing rows move into chunks of consecutive indexes with the same time.
 * A plain rowid table, not WITHOUT ROWID: chunk rows run to hundreds of kilobytes, and SQLite reads a WITHOUT
 * ROWID row's whole overflow chain for each key comparison. With 74 kB rows, inserting took 1.2-1.7x as long,
 * reading a result's chunks 2x and skipping them by their counts 30x (sqlite.org/withoutrowid.html, section 4).
 */
export function asyncResultChunks(db: Db): Migration {
  const pg = db.dialect === 'postgres';
  return {
    async up(k: Kysely<unknown>) {
      // PostgreSQL runs each migration in a transaction; on SQLite this one makes its own so a crash moving rows
      // leaves the old table as it was.
      const store = k as Kysely<Tables>;
      if (pg) await moveToChunks(store as Transaction<Tables>);
      else await store.transaction().execute(moveToChunks);
    },
  };
}

async function moveToChunks(trx: Transaction<Tables>) {
  await trx.schema
    .createTable('async_result_chunks')
    .addColumn('result_id', 'text', (c) => c.notNull())
    .addColumn('start_idx', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    .addColumn('ignored', 'integer', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('records', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('async_result_chunks_pk', ['result_id', 'start_idx'])
    .execute();

  let pending: Chunk[] = [];
  const flush = async (min: number) => {
    if (pending.length < min) return;
    await trx.insertInto('async_result_chunks').values(pending).execute();
    pending = [];
  };
  let open: { chunk: Chunk; records: unknown[] } | undefined;
  const close = async () => {
    if (!open) return;
    pending.push({ ...open.chunk, records: JSON.stringify(open.records) });
    await flush(WRITE_ROWS);
  };

  let after: OldRow | undefined;
  for (;;) {
    let q = trx
      .selectFrom('async_result_records')
      .selectAll()
      .orderBy('result_id')
      .orderBy('idx')
      .limit(READ_PAGE);
    if (after) {
      const { result_id, idx } = after;
      q = q.where((eb) => eb(eb.refTuple('result_id', 'idx'), '>', eb.tuple(result_id, idx)));
    }
    const rows = await q.execute();
    for (const r of rows) {
      if (!open || !continues(open.chunk, r)) {
        await close();
        open = { chunk: emptyChunk(r), records: [] };
      }
      open.chunk.count++;
      open.chunk[r.outcome]++;
      open.records.push(chunkRecord(r));
    }
    after = rows.at(-1);
    if (!after) break;
  }
  await close();
  await flush(1);
  await trx.schema.dropTable('async_result_records').execute();
}

/** Whether `r` is the next record of the chunk: same result and time, the following index, room left. */
const continues = (c: Chunk, r: OldRow) =>
  c.result_id === r.result_id && c.start_idx + c.count === r.idx && c.time === r.time && c.count < MAX_CHUNK;

const emptyChunk = (r: OldRow): Chunk => ({
  result_id: r.result_id,
  start_idx: r.idx,
  count: 0,
  completed: 0,
  failed: 0,
  ignored: 0,
  time: r.time,
  records: '',
});

/** The chunk format's element for a record: its location, its error, or 0 when ignored. */
function chunkRecord(r: OldRow): unknown {
  if (r.outcome === 'completed') return r.location ?? '';
  if (r.outcome === 'failed') return JSON.parse(r.error ?? '{}') as unknown;
  return 0;
}
