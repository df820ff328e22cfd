import { nginxMissing, startNginx } from '../baselines/nginx';
import type { BenchContext, Stack } from '../lib/context';
import { failed, figure, type Figure } from '../lib/figures';
import { runLoad, type LoadResult } from '../lib/load';
import { spawnTs, stopChild, waitForHttp } from '../lib/proc';
import { apiHeaders, PORTS } from '../lib/servers';

const CONNECTIONS = 32;

/** B1: subscriber look-up by e-mail under 32 connections: L0, the service, nginx in front (L1), the BFF. */
export async function b1Lookup(ctx: BenchContext, stack: Stack): Promise<Figure[]> {
  const paths = ctx.meta.sampleEmails.map((e) => `/v2/subscribers?email=${encodeURIComponent(e)}`);
  const load = (url: string, headers: Record<string, string>, prefix = '') =>
    runLoad({
      url,
      connections: CONNECTIONS,
      seconds: ctx.size.loadSeconds,
      warmupSeconds: ctx.size.warmupSeconds,
      headers,
      paths: paths.map((p) => prefix + p),
    });
  const ok = (r: LoadResult) =>
    r.non2xx > 0 || r.errors > 0 ? `${r.non2xx} non-2xx, ${r.errors} errors` : undefined;

  const l0 = ctx.dbFile
    ? await measureL0(ctx, load).catch((e: unknown) => String(e))
    : 'no SQLite file (PostgreSQL run)';
  ctx.log(`  B1 L0: ${typeof l0 === 'string' ? l0 : `${l0.rps.toFixed(0)} req/s`}`);
  const direct = await load(stack.service.url, apiHeaders(ctx.meta));
  ctx.log(`  B1 service: ${direct.rps.toFixed(0)} req/s p99 ${direct.p99} ms`);

  let l1: LoadResult | string =
    ctx.dialect === 'postgres' ? 'measured on the SQLite run only' : (nginxMissing() ?? '');
  if (l1 === '') {
    const nginx = await startNginx(
      `${ctx.workDir}/nginx`,
      PORTS.nginx,
      stack.service.url,
      '/v2/company/ping',
      apiHeaders(ctx.meta),
    );
    try {
      l1 = await load(nginx.url, apiHeaders(ctx.meta));
      ctx.log(`  B1 via nginx (L1): ${l1.rps.toFixed(0)} req/s`);
    } finally {
      await nginx.stop();
    }
  } else ctx.log(`  B1: ${l1}`);

  const out: Figure[] = [];
  const l0Value = typeof l0 === 'string' ? null : l0.rps;
  out.push(
    figure(
      'B1.service',
      'look-up by e-mail, service direct, 32 conn',
      'req/s',
      direct.rps,
      { kind: 'ratio', min: 0.5 },
      {
        baseline: { name: 'L0', value: l0Value },
        ...(ok(direct) ? { pass: false } : {}),
        note: [
          `p50 ${direct.p50} ms, p99 ${direct.p99} ms`,
          ok(direct),
          typeof l0 === 'string' ? `L0: ${l0}` : undefined,
        ]
          .filter(Boolean)
          .join('; '),
      },
    ),
  );
  const l1Value = typeof l1 === 'string' ? null : l1.rps;
  out.push(
    typeof l1 === 'string'
      ? failed('B1.nginx', 'look-up via nginx (L1)', 'req/s', 'baseline', l1)
      : figure(
          'B1.nginx',
          'look-up via nginx (L1 = this figure)',
          'req/s',
          l1.rps,
          { kind: 'info' },
          {
            baseline: { name: 'service direct', value: direct.rps },
            note: `p99 ${l1.p99} ms; the cost of one proxy hop done in C${ok(l1) ? `; ${ok(l1)}` : ''}`,
          },
        ),
  );
  if (!stack.bff || !stack.session) return out;
  const bff = await load(stack.bff.url, { cookie: stack.session.cookie }, '/api').catch((e: unknown) =>
    String(e),
  );
  if (typeof bff === 'string') {
    out.push(failed('B1.bff', 'look-up via the BFF with a session', 'req/s', '>= 50% of L1', bff));
    return out;
  }
  ctx.log(`  B1 BFF: ${bff.rps.toFixed(0)} req/s p99 ${bff.p99} ms`);
  out.push(
    figure(
      'B1.bff',
      'look-up via the BFF with a session, 32 conn',
      'req/s',
      bff.rps,
      { kind: 'ratio', min: 0.5 },
      {
        baseline: { name: 'L1', value: l1Value },
        // Error answers are cheap: a run with any is not a throughput figure.
        ...(ok(bff) ? { pass: false } : {}),
        note: [`p50 ${bff.p50} ms`, ok(bff)].filter(Boolean).join('; '),
      },
    ),
    figure(
      'B1.bff-p99',
      'look-up via the BFF, p99 latency',
      'ms',
      bff.p99,
      { kind: 'max', limit: 25 },
      {
        ...(ok(bff) ? { pass: false } : {}),
      },
    ),
  );
  return out;
}

async function measureL0(
  ctx: BenchContext,
  load: (url: string, headers: Record<string, string>) => Promise<LoadResult>,
): Promise<LoadResult> {
  const child = spawnTs('l0', 'bench/baselines/l0-server.ts', {
    L0_PORT: String(PORTS.l0),
    L0_DB: ctx.dbFile ?? '',
    L0_BU: String(ctx.meta.buId),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${PORTS.l0}/ping`, child, {}, 30_000);
    return await load(`http://127.0.0.1:${PORTS.l0}`, {});
  } finally {
    await stopChild(child);
  }
}
