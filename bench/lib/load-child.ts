// The load generator, in its own process: autocannon against one server, result summary as JSON on stdout.
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load';

const o = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
let i = 0;
// The time bound, set before autocannon starts (with `amount` its callback may run before the call returns);
// unref'd so it never holds the process open once the run is done.
const bound: { stop?: () => void } = {};
setTimeout(() => bound.stop?.(), (o.seconds + (o.warmupSeconds ?? 0) + 60) * 1000).unref();

/** One autocannon run of the phase's load, for `amount` requests or `seconds`. */
function run(limit: { amount: number } | { duration: number }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: o.url,
        connections: o.connections,
        ...limit,
        headers: o.headers,
        timeout: 30,
        // One path per request, rotating through the list, so a look-up benchmark does not hit one cached row.
        requests: [
          {
            setupRequest: (req) => {
              const path = o.paths[i++ % o.paths.length] ?? '/';
              return { ...req, path };
            },
          },
        ],
      },
      (err, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
    );
    bound.stop = () => instance.stop();
  });
}

try {
  // A timed phase starts after a warm-up of the same load that is not counted, so every server (L0 and nginx
  // alike) is measured in its steady state, not while V8 still compiles its hot path (docs/performance.md).
  // autocannon's own `warmup` option only works without a callback, hence a run of its own.
  if (!o.amount && o.warmupSeconds) await run({ duration: o.warmupSeconds });
  const r = await run(o.amount ? { amount: o.amount } : { duration: o.seconds });
  const result: LoadResult = {
    requests: r.requests.total,
    rps: r.requests.average,
    durationS: r.duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
  process.stdout.write(JSON.stringify(result));
} catch (err) {
  console.error(err);
  process.exit(1);
}
