import { routeList } from '@mailroom/contract';
import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../harness';
import { errorProblem } from './error-checks';
import { requestArb, type FuzzRequest } from './request-arbitrary';
import { knownErrorCodes, openJobsAfter, storeProblems } from './store-invariants';

/** Total requests; CI runs the default. `FUZZ_REQUESTS=200000 npx vitest run ...fuzz` for a longer session. */
const TARGET = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const BATCH = 8;
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 150_000);

let svc: TestService;
let pool: Pool;
beforeAll(async () => {
  // No callback may leave the machine: every responseUri the fuzzer invents fails for good at once.
  svc = await startTestService({ env: { CALLBACK_ALLOW_HOSTS: 'callbacks.invalid', WORKERS: '2' } });
  pool = new Pool(svc.url, { connections: BATCH, pipelining: 1 });
  await svc.call('PUT', '/v2/target-lists/fuzz-list', { body: { name: 'fuzz-list' } });
  await svc.call('PUT', '/v2/subscribers/fuzz@example.com', {
    body: { id: 'fuzz@example.com', email: 'fuzz@example.com' },
  });
});
afterAll(async () => {
  await pool?.close();
  await svc?.close();
});

interface Outcome {
  req: FuzzRequest;
  status: number;
  contentType: string;
  text: string;
}

async function send(req: FuzzRequest): Promise<Outcome> {
  const res = await pool.request({
    method: req.method,
    path: req.path,
    headers: req.headers,
    body: req.body,
  });
  const text = await res.body.text();
  return { req, status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text };
}

it(`answers ${TARGET} generated requests over every route without a 5xx, naming each problem`, async () => {
  const auth = { 'api-user': svc.user, 'api-key': svc.key };
  const known = {
    listname: ['fuzz-list', 'fuzz', 'FUZZ-LIST'],
    id: ['fuzz@example.com', 'fuzz', 'fuzz-1'],
    userId: ['fuzz@example.com', 'fuzz'],
    name: ['fuzz', 'default'],
    dataset: ['fuzz', 'fuzz-1'],
  };
  const anyRequest = fc.oneof(...routeList.map((r) => requestArb(r, known, auth)));
  const statuses = new Map<number, number>();
  const perRoute = new Map<string, number>();
  let sent = 0;
  const started = Date.now();

  await fc.assert(
    fc.asyncProperty(fc.array(anyRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const outcomes = await Promise.all(batch.map(send));
      sent += outcomes.length;
      for (const o of outcomes) {
        statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
        perRoute.set(o.req.route.id, (perRoute.get(o.req.route.id) ?? 0) + 1);
        const problem = errorProblem(o, knownErrorCodes);
        if (problem) throw new Error(`${o.req.method} ${o.req.path.slice(0, 300)}: ${problem}`);
      }
    }),
    {
      numRuns: Math.ceil(TARGET / BATCH),
      interruptAfterTimeLimit: TIME_LIMIT_MS,
      // Shrinking replays requests against a store the failing run already changed; the first case is clearer.
      endOnFailure: true,
    },
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `fuzz: ${sent} requests in ${seconds.toFixed(1)} s over ${perRoute.size} routes; statuses ${JSON.stringify(
      Object.fromEntries(statuses),
    )}`,
  );
  expect(sent).toBeGreaterThanOrEqual(TARGET);
  // Every route of the table was exercised, not just the cheap ones.
  expect(routeList.filter((r) => !perRoute.has(r.id)).map((r) => r.id)).toEqual([]);
  // Some requests were valid enough to succeed: the fuzzer reaches the handlers, not only validation.
  expect([...statuses.keys()].some((s) => s < 300)).toBe(true);

  expect(await openJobsAfter(svc.service.app.db, 30_000)).toEqual([]);
  expect(await storeProblems(svc.service.app.db)).toEqual([]);
}, 240_000);
