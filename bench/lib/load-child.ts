// The load generator, in its own process: autocannon against one server, result summary as JSON on stdout.
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './load';

const o = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
let i = 0;
// The time bound, set before autocannon starts (with `amount` its callback may run before the call returns);
// unref'd so it never holds the process open once the run is done.
const bound: { stop?: () => void } = {};
setTimeout(() => bound.stop?.(), (o.seconds + 60) * 1000).unref();
const instance = autocannon(
  {
    url: o.url,
    connections: o.connections,
    ...(o.amount ? { amount: o.amount } : { duration: o.seconds }),
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
  (err, r) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
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
  },
);
bound.stop = () => instance.stop();
