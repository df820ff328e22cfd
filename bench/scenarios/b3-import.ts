import { spawnSync } from 'node:child_process';
import { call, pingSampler, waitTickets, type Caller, type Ticket } from '../lib/api';
import type { BenchContext, Stack } from '../lib/context';
import { failed, figure, type Figure } from '../lib/figures';
import { ROOT, rssSampler, sleep } from '../lib/proc';
import { apiHeaders } from '../lib/servers';
import { subscriberIds } from '../lib/store';

/** The contract's per-call maximum (MAX_MEMBER_IMPORT): 100,000 members per import request. */
export const PER_CALL = 100_000;

/**
 * B3: existing subscribers added to a new list through member imports of PER_CALL each, from the first request to
 * the last ticket completed; then the same from one CSV through the BFF. L2 (SQLite only) inserts the same rows raw.
 */
export async function b3Import(
  ctx: BenchContext,
  stack: Stack,
): Promise<{ figures: Figure[]; servicePeak: number }> {
  const n = ctx.size.importMembers;
  const ids = await subscriberIds(ctx.databaseUrl, ctx.meta.buId, n);
  const api: Caller = { base: stack.service.url, headers: apiHeaders(ctx.meta) };
  const mem = rssSampler(stack.service.pid);
  const figures: Figure[] = [];
  const timeoutMs = ctx.size.name === 'full' ? 600_000 : 120_000;

  const list = `b3-direct-${Date.now()}`;
  await call(api, 'PUT', `/v2/target-lists/${list}`, { name: list });
  const started = performance.now();
  const pings = pingSampler(api);
  const tickets: string[] = [];
  for (let i = 0; i < ids.length; i += PER_CALL) {
    const members = ids.slice(i, i + PER_CALL).map((id) => ({ id }));
    tickets.push(
      (await call<Ticket>(api, 'POST', `/v2/target-lists/${list}/members/import`, { members })).id,
    );
  }
  const done = await waitTickets(api, tickets, timeoutMs, 100);
  const seconds = (performance.now() - started) / 1000;
  const ping = await pings.stop();
  const completed = done.reduce((a, t) => a + (t.response?.counts?.completed ?? 0), 0);
  const failedTickets = done.filter((t) => t.state !== 'completed').length;
  const rate = completed / seconds;
  ctx.log(`  B3 direct: ${completed} members in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s`);

  const l2 = ctx.dbFile ? runL2(ctx.dbFile, ctx.meta.buId, n) : undefined;
  if (l2)
    ctx.log(
      `  B3 L2: ${l2.rows} rows in ${(l2.ms / 1000).toFixed(1)} s = ${(l2.rows / (l2.ms / 1000)).toFixed(0)}/s`,
    );
  const l2Rate = l2 ? l2.rows / (l2.ms / 1000) : null;
  const note = `${tickets.length} calls of at most ${PER_CALL.toLocaleString('en-US')}; ${completed.toLocaleString('en-US')} completed in ${seconds.toFixed(1)} s${failedTickets ? `; ${failedTickets} tickets failed` : ''}; meanwhile a ping every 50 ms waited p50 ${ping.p50.toFixed(0)} ms, p99 ${ping.p99.toFixed(0)} ms, max ${ping.max.toFixed(0)} ms (${ping.count} pings)`;
  figures.push(
    figure(
      'B3.direct',
      `${n.toLocaleString('en-US')} members imported, service direct`,
      'members/s',
      rate,
      { kind: 'min', limit: 100_000 },
      { note },
    ),
    figure(
      'B3.direct-vs-l2',
      'member import vs raw SQLite insert',
      'members/s',
      rate,
      { kind: 'ratio', min: 0.25 },
      {
        baseline: { name: 'L2', value: l2Rate },
        ...(l2 === undefined && { note: 'L2 is SQLite only' }),
      },
    ),
  );

  if (stack.bff && stack.session) {
    figures.push(
      await viaBff(ctx, stack, ids, timeoutMs).catch((e: unknown) =>
        failed('B3.bff', 'CSV import through the BFF', 'members/s', '>= 50,000 members/s', String(e)),
      ),
    );
  }
  const m = mem.stop();
  return { figures, servicePeak: Math.max(m.max, m.peakHwm) };
}

function runL2(file: string, buId: number, n: number): { rows: number; ms: number } | undefined {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/baselines/l2-insert.ts', file, String(buId), String(n)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  try {
    return JSON.parse(r.stdout) as { rows: number; ms: number };
  } catch {
    return undefined;
  }
}

interface ImportView {
  id: string;
  state: string;
  totalRows: number;
  counts?: Record<string, number>;
  error?: string;
}

async function viaBff(ctx: BenchContext, stack: Stack, ids: string[], timeoutMs: number): Promise<Figure> {
  const bff = stack.bff!;
  const session = stack.session!;
  const list = `b3-csv-${Date.now()}`;
  await call({ base: stack.service.url, headers: apiHeaders(ctx.meta) }, 'PUT', `/v2/target-lists/${list}`, {
    name: list,
  });
  const csv = 'email\n' + ids.join('\n') + '\n';
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrf };
  const started = performance.now();
  const res = await fetch(`${bff.url}/api/imports/target-lists/${list}/members`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body: csv,
  });
  const accepted = (await res.json()) as ImportView;
  if (res.status !== 202)
    throw new Error(`CSV upload: ${res.status} ${JSON.stringify(accepted).slice(0, 300)}`);
  const until = Date.now() + timeoutMs;
  let view = accepted;
  while (view.state !== 'completed' && view.state !== 'failed') {
    if (Date.now() > until) throw new Error(`import still ${view.state} after ${timeoutMs / 1000} s`);
    await sleep(200);
    const r = await fetch(`${bff.url}/api/imports/${accepted.id}`, { headers });
    view = (await r.json()) as ImportView;
  }
  const seconds = (performance.now() - started) / 1000;
  const completed = view.counts?.completed ?? 0;
  ctx.log(
    `  B3 BFF CSV: ${view.state}, ${completed} in ${seconds.toFixed(1)} s = ${(completed / seconds).toFixed(0)}/s`,
  );
  if (view.state !== 'completed')
    throw new Error(`import ${view.state}: ${view.error ?? JSON.stringify(view).slice(0, 300)}`);
  return figure(
    'B3.bff',
    `${ids.length.toLocaleString('en-US')}-row CSV imported through the BFF`,
    'members/s',
    completed / seconds,
    { kind: 'min', limit: 50_000 },
    {
      note: `${completed.toLocaleString('en-US')} completed in ${seconds.toFixed(1)} s; counts ${JSON.stringify(view.counts)}`,
    },
  );
}
