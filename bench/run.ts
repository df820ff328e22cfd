// `npm run bench [-- --quick] [--pg <url>] [--only B1,B3]`: builds (or reuses) the dataset, runs every scenario
// against real servers started here, and writes bench/results/<date>.json and .md. See docs/performance.md.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BenchContext } from './lib/context';
import { ensureDataset, workCopy } from './lib/dataset';
import type { Figure } from './lib/figures';
import { machineInfo } from './lib/machine';
import { DATA_DIR } from './lib/proc';
import { writeResults, type RunResult } from './lib/results';
import { SIZES } from './lib/sizes';
import { runPg } from './pg';
import { runSqlite } from './phases';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    pg: { type: 'string' },
    'pg-size': { type: 'string' },
    only: { type: 'string' },
    'no-pg': { type: 'boolean', default: false },
  },
});

const started = performance.now();
const size = values.quick ? SIZES.quick : SIZES.full;
const only = values.only ? new Set(values.only.toUpperCase().split(',')) : undefined;
const log = (m: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${m}`);
const machine = machineInfo();
log(
  `${size.name} run on ${machine.cpu} x${machine.cores}, Node ${machine.node}, load ${machine.loadavgStart.join(' ')}`,
);

const { file, meta } = await ensureDataset(size, log);
const workDir = path.join(DATA_DIR, `work-${size.name}`);
const dbFile = workCopy(file, workDir);
const ctx: BenchContext = {
  size,
  meta,
  dialect: 'sqlite',
  databaseUrl: `sqlite:${dbFile}`,
  dbFile,
  workDir,
  log,
};
const notes: string[] = [
  'Servers run as deployed: NODE_ENV=production, LOG_LEVEL=warn (no per-request log lines), RATE_LIMIT_MAX=0, scheduler off, one job worker (the default).',
  'autocannon runs in its own process; every server is its own process on 127.0.0.1; nginx is one worker, keep-alive upstream.',
];
const figures: Figure[] = await runSqlite(ctx, only, notes);

const pgUrl = values['no-pg'] ? undefined : (values.pg ?? process.env.BENCH_PG_URL);
let pg: RunResult['pg'];
if (pgUrl) {
  const pgSize = SIZES[(values['pg-size'] ?? 'quick') as keyof typeof SIZES] ?? SIZES.quick;
  try {
    const r = await runPg(pgUrl, pgSize, only, log);
    for (const f of figures) if (r.has(f.id)) f.pg = r.get(f.id) ?? null;
    pg = {
      url: pgUrl.replace(/:[^:@/]*@/, ':***@'),
      size: pgSize.name,
      note: `PostgreSQL 15 on the same box, dataset size "${pgSize.name}" (${pgSize.subscribers.toLocaleString('en-US')} subscribers, ${pgSize.events.toLocaleString('en-US')} events)${pgSize.name === size.name ? '' : ', smaller than the SQLite run: compare shapes, not absolute values'}; service-side scenarios only.`,
    };
  } catch (err) {
    notes.push(`PostgreSQL run failed: ${String(err)}`);
  }
} else notes.push('No PostgreSQL figures: pass --pg <url> or set BENCH_PG_URL.');

machine.loadavgEnd = os.loadavg().map((l) => Math.round(l * 100) / 100);
const { sampleEmails: _s, apiKey: _k, ...dataset } = meta;
const result: RunResult = {
  machine,
  size: size.name,
  dataset,
  ...(pg && { pg }),
  figures,
  notes,
  durationS: (performance.now() - started) / 1000,
};
const out = writeResults(result);
log(`results: ${out}`);
for (const f of figures)
  console.log(
    `  ${f.id.padEnd(18)} ${f.error ? `FAILED ${f.error.slice(0, 120)}` : `${f.value?.toFixed(1)} ${f.unit}`.padEnd(22)} ${f.pass === true ? 'pass' : f.pass === false ? 'MISS' : ''}`,
  );
process.exit(0);
