import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { BenchContext } from './lib/context';
import { buildInto } from './lib/dataset';
import type { DatasetMeta } from './lib/dataset-meta';
import { DATA_DIR } from './lib/proc';
import { startService } from './lib/servers';
import { GENERATOR_VERSION, type BenchSize } from './lib/sizes';
import { step } from './phases';
import { b1Lookup } from './scenarios/b1-lookup';
import { b2DeepPages } from './scenarios/b2-deep-pages';
import { b3Import } from './scenarios/b3-import';
import { b4Report } from './scenarios/b4-report';
import { b5Send } from './scenarios/b5-send';
import type { Figure } from './lib/figures';

/** A database per size and generator version on the server `adminUrl` points at, built once and reused. */
async function ensurePgDataset(adminUrl: string, size: BenchSize, log: (m: string) => void) {
  const name = `mailroom_bench_${size.name}_v${GENERATOR_VERSION}`;
  const metaFile = path.join(DATA_DIR, `pg-${size.name}-v${GENERATOR_VERSION}.json`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (exists && fs.existsSync(metaFile)) {
      log(`PostgreSQL dataset: cached database ${name}`);
      return { url: url.toString(), meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as DatasetMeta };
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  log(`PostgreSQL dataset: building ${name}`);
  fs.rmSync(metaFile, { force: true });
  await buildInto(size, url.toString(), metaFile, 3_600_000);
  return { url: url.toString(), meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as DatasetMeta };
}

/** The service-side scenarios on PostgreSQL; the figures by id, for the table's PostgreSQL column. */
export async function runPg(
  adminUrl: string,
  size: BenchSize,
  only: Set<string> | undefined,
  log: (m: string) => void,
): Promise<Map<string, number | null>> {
  const want = (id: string) => !only || only.has(id);
  const { url, meta } = await ensurePgDataset(adminUrl, size, log);
  const workDir = path.join(DATA_DIR, `work-pg-${size.name}`);
  fs.mkdirSync(workDir, { recursive: true });
  const ctx: BenchContext = {
    size,
    meta,
    dialect: 'postgres',
    databaseUrl: url,
    workDir,
    log: (m) => log(`[pg]${m}`),
  };
  const figures: Figure[] = [];
  const none = () => [] as Figure[];
  const service = await startService({ databaseUrl: url, meta, name: 'service-pg' });
  try {
    if (want('B1')) figures.push(...(await step(ctx, 'B1', () => b1Lookup(ctx, { service }), none)));
    if (want('B2')) figures.push(...(await step(ctx, 'B2', () => b2DeepPages(ctx, { service }), none)));
    if (want('B4')) figures.push(...(await step(ctx, 'B4', () => b4Report(ctx, { service }), none)));
    if (want('B5'))
      figures.push(
        ...(await step(ctx, 'B5', async () => (await b5Send(ctx, { service }, 'outbox')).figures, none)),
      );
    if (want('B3'))
      figures.push(...(await step(ctx, 'B3', async () => (await b3Import(ctx, { service })).figures, none)));
  } finally {
    await service.stop();
    // The SQLite run works on a copy; this database is reused, so B3's new lists would pile up run after run.
    if (want('B3')) await dropImportedLists(url);
  }
  return new Map(figures.map((f) => [f.id, f.value]));
}

/** Removes the lists B3 creates (named `b3-...`) and their members from the reused PostgreSQL dataset. */
async function dropImportedLists(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      "delete from target_list_members where list_id in (select id from target_lists where name like 'b3-%')",
    );
    await client.query("delete from target_lists where name like 'b3-%'");
  } finally {
    await client.end();
  }
}
