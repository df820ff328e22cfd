import type { BenchContext, Stack } from '../lib/context';
import { figure, type Figure } from '../lib/figures';
import { runLoad } from '../lib/load';
import { spawnTs, stopChild, waitForHttp } from '../lib/proc';
import { apiHeaders, PORTS } from '../lib/servers';

const PAGE = 100;

/**
 * B2: one page at offset (members - 100) of the big list, and a subscribers page at the same depth, one request
 * at a time (latency, not throughput), after one first request timed on its own. L0 runs plain OFFSET page queries
 * bare (no anchors), for comparison.
 */
export async function b2DeepPages(ctx: BenchContext, stack: Stack): Promise<Figure[]> {
  const depth = Math.max(0, ctx.meta.bigListMembers - PAGE);
  const members = `/v2/target-lists/${encodeURIComponent(ctx.meta.bigList)}/members?offset=${depth}&limit=${PAGE}`;
  const subscribers = `/v2/subscribers?offset=${depth}&limit=${PAGE}`;
  const amount = ctx.size.name === 'full' ? 40 : 15;
  const one = (url: string, path: string, headers: Record<string, string> = {}) =>
    runLoad({ url, connections: 1, seconds: 120, amount, headers, paths: [path] });
  let l0: { members: number; subscribers: number } | undefined;
  if (ctx.dbFile) {
    const child = spawnTs('l0-b2', 'bench/baselines/l0-server.ts', {
      L0_PORT: String(PORTS.l0),
      L0_DB: ctx.dbFile,
      L0_BU: String(ctx.meta.buId),
    });
    try {
      const url = `http://127.0.0.1:${PORTS.l0}`;
      await waitForHttp(`${url}/ping`, child, {}, 30_000);
      l0 = { members: (await one(url, members)).p50, subscribers: (await one(url, subscribers)).p50 };
    } finally {
      await stopChild(child);
    }
  }
  // The service's first deep page finds the anchors on the way (platform/deep-offset.ts): timed on its own.
  const first = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${stack.service.url}${path}`, { headers: apiHeaders(ctx.meta) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return Math.round(performance.now() - started);
  };
  const firstMembers = await first(members);
  const firstSubscribers = await first(subscribers);
  const m = await one(stack.service.url, members, apiHeaders(ctx.meta));
  const s = await one(stack.service.url, subscribers, apiHeaders(ctx.meta));
  ctx.log(`  B2 members p50 ${m.p50} ms, subscribers p50 ${s.p50} ms (L0 ${l0?.members}/${l0?.subscribers})`);
  const note = (r: typeof m, firstMs: number) =>
    `${r.p50 < 1 ? 'p50 under 1 ms (autocannon counts whole milliseconds), ' : ''}` +
    `p90 ${r.p90} ms, max ${r.max} ms, ${r.requests} requests${r.non2xx ? `; ${r.non2xx} non-2xx` : ''}; ` +
    `the first request, which finds the page's anchors, ${firstMs} ms`;
  return [
    figure(
      'B2.members',
      `members page at offset ${depth.toLocaleString('en-US')}`,
      'ms',
      m.p50,
      { kind: 'max', limit: 20 },
      {
        ...(l0 && { baseline: { name: 'L0 p50', value: l0.members } }),
        note: note(m, firstMembers),
      },
    ),
    figure(
      'B2.subscribers',
      `subscribers page at offset ${depth.toLocaleString('en-US')}`,
      'ms',
      s.p50,
      { kind: 'max', limit: 20 },
      {
        ...(l0 && { baseline: { name: 'L0 p50', value: l0.subscribers } }),
        note: note(s, firstSubscribers),
      },
    ),
  ];
}
