import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DatasetMeta } from './dataset-meta';
import { DATA_DIR, ROOT } from './proc';
import { GENERATOR_VERSION, type BenchSize } from './sizes';

/**
 * The cached SQLite dataset for a size, built once by the demo generator in a child process and reused while
 * the size and GENERATOR_VERSION stay the same. Scenarios never touch it: they run on a copy.
 */
export async function ensureDataset(
  size: BenchSize,
  log: (m: string) => void,
): Promise<{ file: string; meta: DatasetMeta }> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const base = path.join(DATA_DIR, `dataset-${size.name}-v${GENERATOR_VERSION}`);
  const file = `${base}.db`;
  const metaFile = `${base}.json`;
  if (fs.existsSync(file) && fs.existsSync(metaFile)) {
    log(`dataset: cached ${path.relative(ROOT, file)}`);
    await migrate(`sqlite:${file}`);
    return { file, meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as DatasetMeta };
  }
  const tmp = `${base}.building.db`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });
  log(
    `dataset: building ${size.name} (${size.subscribers.toLocaleString('en-US')} subscribers, ${size.events.toLocaleString('en-US')} events)`,
  );
  await buildInto(size, `sqlite:${tmp}`, metaFile, size.name === 'full' ? 3_600_000 : 600_000);
  fs.renameSync(tmp, file);
  await migrate(`sqlite:${file}`); // its ANALYZE: every run then starts from full statistics
  return { file, meta: JSON.parse(fs.readFileSync(metaFile, 'utf8')) as DatasetMeta };
}

/** Runs the generator into any store URL (SQLite file or PostgreSQL database), bounded by time. */
export function buildInto(size: BenchSize, url: string, metaFile: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/build-dataset.ts', size.name, url, metaFile],
      {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`dataset build exited with ${code}`));
    });
  });
}

/** A private copy of the dataset for one run, so mutating scenarios leave the cache untouched. */
export function workCopy(file: string, workDir: string): string {
  fs.mkdirSync(workDir, { recursive: true });
  const dest = path.join(workDir, 'service.db');
  for (const f of [dest, `${dest}-wal`, `${dest}-shm`]) fs.rmSync(f, { force: true });
  fs.copyFileSync(file, dest);
  // Otherwise the kernel is still writing the 3 GB copy back when the first scenario starts, and a run of one
  // scenario (`--only B3`) measures that write-back along with the service.
  const fd = fs.openSync(dest, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  return dest;
}

/** Applies the service's migrations to a cached dataset (a no-op when it is up to date). */
export function migrate(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/migrate-dataset.ts', url], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 1_800_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`migrating the dataset exited with ${code}`));
    });
  });
}
