import { sql } from 'kysely';
import { call, waitTickets, type Caller, type Ticket } from '../lib/api';
import type { BenchContext, Stack } from '../lib/context';
import { figure, type Figure } from '../lib/figures';
import { rssSampler, sleep } from '../lib/proc';
import { apiHeaders } from '../lib/servers';
import { subscriberIds, withStore } from '../lib/store';

/** The contract's MAX_SEND_RECIPIENTS. */
const PER_CALL = 1000;

export interface SinkStats {
  received: number;
  unique: number;
  duplicates: number;
}

/**
 * B5: transactional sends of the big master's Liquid template (first name, city, content blocks) to existing
 * subscribers, from the first request to the last ticket completed; then every message is counted where it went
 * (the SMTP sink, or the outbox table) so a lost or doubled one fails the figure.
 */
export async function b5Send(
  ctx: BenchContext,
  stack: Stack,
  mode: 'smtp' | 'outbox',
  sinkStats?: () => Promise<SinkStats>,
): Promise<{ figures: Figure[]; servicePeak: number }> {
  const n = ctx.size.sends;
  const api: Caller = { base: stack.service.url, headers: apiHeaders(ctx.meta) };
  // Live subscribers (a dead one is rightly not sent to), from the end of the table, a different set per mode.
  const live = await subscriberIds(ctx.databaseUrl, ctx.meta.buId, ctx.meta.subscribers, true);
  const ids = mode === 'smtp' ? live.slice(-n) : live.slice(-2 * n, -n);
  const mem = rssSampler(stack.service.pid);
  const started = performance.now();
  const tickets: string[] = [];
  for (let i = 0; i < ids.length; i += PER_CALL) {
    const recipients = ids.slice(i, i + PER_CALL).map((id) => ({ id }));
    const body = { transactional: true, content: { templateId: ctx.meta.bigMasterId }, recipients };
    tickets.push((await call<Ticket>(api, 'POST', '/v2/emails/send', body)).id);
  }
  const done = await waitTickets(api, tickets, ctx.size.name === 'full' ? 600_000 : 120_000, 100);
  let seconds = (performance.now() - started) / 1000;
  const completed = done.reduce((a, t) => a + (t.response?.counts?.completed ?? 0), 0);
  let delivered: { count: number; unique: number; duplicates: number };
  if (mode === 'smtp' && sinkStats) {
    // A ticket completes once the SMTP server accepted each message; give the sink a moment to count the last.
    let s = await sinkStats();
    for (let i = 0; i < 20 && s.received < completed; i++) {
      await sleep(100);
      s = await sinkStats();
    }
    delivered = { count: s.received, unique: s.unique, duplicates: s.duplicates };
  } else {
    delivered = await withStore(ctx.databaseUrl, async (db) => {
      // This run's messages by their tickets: a time window also caught the last messages of the SMTP run just
      // before it when the runs were short (the quick size counted 700 outbox rows for 500 sends).
      const r = await sql<{ n: number; u: number }>`select count(*) as n, count(distinct subscriber_pk) as u
        from messages where bu_id = ${ctx.meta.buId} and transactional = 1
        and ticket_id in (${sql.join(tickets)})`.execute(db.kysely);
      const row = r.rows[0];
      return {
        count: Number(row?.n ?? 0),
        unique: Number(row?.u ?? 0),
        duplicates: Number(row?.n ?? 0) - Number(row?.u ?? 0),
      };
    });
  }
  seconds = Math.max(seconds, 0.001);
  const rate = completed / seconds;
  const lost = completed - delivered.unique;
  const exact = completed === n && lost === 0 && delivered.duplicates === 0;
  ctx.log(
    `  B5 ${mode}: ${completed} in ${seconds.toFixed(1)} s = ${rate.toFixed(0)}/s; ${JSON.stringify(delivered)}`,
  );
  const m = mem.stop();
  const target = mode === 'smtp' ? 500 : 2000;
  const f = figure(
    `B5.${mode}`,
    `${n.toLocaleString('en-US')} transactional Liquid sends to ${mode === 'smtp' ? 'a local SMTP server' : 'the outbox'}`,
    'msg/s',
    rate,
    { kind: 'min', limit: target },
    {
      note: `${completed} completed; ${delivered.count} ${mode === 'smtp' ? 'received by the SMTP server' : 'outbox rows'}, ${delivered.unique} distinct, ${delivered.duplicates} doubled`,
    },
  );
  const exactly = figure(
    `B5.${mode}-exact`,
    `every ${mode} message once (none lost or doubled)`,
    'lost+doubled',
    Math.max(0, lost) + delivered.duplicates,
    { kind: 'max', limit: 1 },
    {
      note: `${n} requested, ${completed} completed by the tickets, ${delivered.unique} distinct delivered, ${delivered.duplicates} doubled`,
    },
  );
  if (!exact && f.pass) f.pass = false;
  return { figures: [f, exactly], servicePeak: Math.max(m.max, m.peakHwm) };
}
