import { sleep } from './proc';

export interface Caller {
  base: string;
  headers: Record<string, string>;
}

/** One JSON call; throws on a non-2xx answer with its body, so a scenario fails with the service's message. */
export async function call<T = unknown>(c: Caller, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(c.base + path, {
    method,
    headers: { ...c.headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export interface Ticket {
  id: string;
  state: string;
  message?: string;
  response?: Record<string, unknown> & { counts?: Record<string, number>; reportId?: string };
}

/** Polls tickets until each is completed or failed; bounded by `timeoutMs`. */
export async function waitTickets(
  c: Caller,
  ids: string[],
  timeoutMs: number,
  pollMs = 50,
): Promise<Ticket[]> {
  const until = Date.now() + timeoutMs;
  const done = new Map<string, Ticket>();
  while (done.size < ids.length) {
    if (Date.now() > until)
      throw new Error(`${ids.length - done.size} tickets not done after ${timeoutMs / 1000} s`);
    for (const id of ids) {
      if (done.has(id)) continue;
      const t = await call<Ticket>(c, 'GET', `/v2/tickets/${id}`);
      if (t.state === 'completed' || t.state === 'failed') done.set(id, t);
      else break; // tickets run in order; poll the first unfinished one only
    }
    if (done.size < ids.length) await sleep(pollMs);
  }
  return ids.map((id) => done.get(id)!);
}

/**
 * Times `GET /v2/company/ping` every `everyMs` until stopped (at most `maxSamples`): how long any other caller waits
 * while a scenario keeps the service busy.
 */
export function pingSampler(c: Caller, everyMs = 50, maxSamples = 20_000) {
  const ms: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped && ms.length < maxSamples) {
      const t = performance.now();
      await call(c, 'GET', '/v2/company/ping');
      ms.push(performance.now() - t);
      await sleep(everyMs);
    }
  })();
  return {
    async stop(): Promise<{ count: number; p50: number; p99: number; max: number }> {
      stopped = true;
      await loop;
      const s = [...ms].sort((a, b) => a - b);
      const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
      return { count: s.length, p50: at(0.5), p99: at(0.99), max: s[s.length - 1] ?? NaN };
    },
  };
}
