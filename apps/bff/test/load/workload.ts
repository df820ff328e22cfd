import http from 'node:http';

/** One kind of browsing request; `ok` says which statuses are expected (404 for deliberately unknown ids). */
export interface RequestKind {
  kind: string;
  path(pick: <T>(xs: readonly T[]) => T): string;
  ok(status: number): boolean;
}

export interface Sample {
  kind: string;
  path: string;
  ms: number;
  status: number;
}

export interface LoadResult {
  samples: Sample[];
  socketErrors: string[];
  seconds: number;
}

/** A GET over a keep-alive agent; resolves with the status once the body is fully read. */
function get(agent: http.Agent, base: URL, path: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: base.hostname, port: base.port, path, method: 'GET', headers: { cookie } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Each session browses as fast as its answers come back (closed loop), one request at a time, choosing the next
 * request at random from the mix, until the deadline.
 */
export async function runLoad(
  baseUrl: string,
  cookies: string[],
  mix: RequestKind[],
  seconds: number,
  seed = 7,
): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
  let state = seed;
  // A small deterministic PRNG, so two runs send the same mix.
  const rand = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const samples: Sample[] = [];
  const socketErrors: string[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const k = pick(mix);
        const path = k.path(pick);
        const t0 = performance.now();
        try {
          const status = await get(agent, base, path, cookie);
          samples.push({ kind: k.kind, path, ms: performance.now() - t0, status });
        } catch (err) {
          socketErrors.push(`${path}: ${(err as Error).message}`);
        }
      }
    }),
  );
  agent.destroy();
  return { samples, socketErrors, seconds: (performance.now() - started) / 1000 };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)]! * 10) / 10;
}

export function summarize(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: samples.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    max: percentile(ms, 100),
  };
}
