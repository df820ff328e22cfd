import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// bench/.work is git-ignored at the root, so Prettier and ESLint (which read the root ignore files only) skip the
// multi-GB datasets too.
export const DATA_DIR = path.join(ROOT, 'bench', '.work');

export interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  pid: number;
  stop(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a TypeScript entry point in its own Node process (node --import tsx, not the tsx CLI, so the pid is the
 * server's own and its memory can be read from /proc). Output goes to a log file under bench/.work/logs.
 */
export function spawnTs(
  name: string,
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawnNode(name, entry, env, [...nodeArgs, '--import', 'tsx']);
}

/** A node process running `entry` (JavaScript, or TypeScript with `--import tsx` in nodeArgs), logging to a file. */
export function spawnNode(
  name: string,
  entry: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  const logDir = path.join(DATA_DIR, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  return spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
}

/** Polls a URL until it answers 2xx; bounded by time, fails early when the process exits. */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  headers: Record<string, string> = {},
  timeoutMs = 120_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL after a grace period; resolves when the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident set size and its peak (VmHWM) of a process, in bytes, from /proc; undefined off Linux. */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; reports the highest value seen. */
export function rssSampler(pid: number, everyMs = 100) {
  const first = memoryOf(pid)?.rss ?? 0;
  let max = first;
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m && m.rss > max) max = m.rss;
  }, everyMs);
  return {
    start: first,
    stop: () => {
      clearInterval(timer);
      const m = memoryOf(pid);
      return { start: first, max: Math.max(max, m?.rss ?? 0), peakHwm: m?.peak ?? 0 };
    },
  };
}
