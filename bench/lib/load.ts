import { spawn } from 'node:child_process';
import { ROOT } from './proc';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Duration; with `amount`, only the safety bound. */
  seconds: number;
  /** Seconds of the same load before a timed phase, not counted (ignored with `amount`). */
  warmupSeconds?: number;
  amount?: number;
  headers?: Record<string, string>;
  paths: string[];
}

export interface LoadResult {
  requests: number;
  rps: number;
  durationS: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Runs autocannon in a child process (never in a server's process), bounded by time. */
export function runLoad(o: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/load-child.ts', JSON.stringify(o)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    const kill = setTimeout(() => child.kill('SIGKILL'), (o.seconds + (o.warmupSeconds ?? 0) + 120) * 1000);
    child.on('exit', (code) => {
      clearTimeout(kill);
      try {
        const r = JSON.parse(out) as LoadResult;
        if (r.requests === 0) reject(new Error(`no request completed against ${o.url}`));
        else resolve(r);
      } catch {
        reject(new Error(`load generator exited with ${code} and no result`));
      }
    });
  });
}
