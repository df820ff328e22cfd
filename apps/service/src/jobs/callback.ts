import { toTicket } from '../tickets/ticket-store';
import { JobFailure, type JobResult, type JobRun, type QueueOptions } from './queue';

/** POSTs the ticket in its final state to its responseUri; non-2xx or no answer is retried with backoff. */
export async function deliverCallback(
  run: JobRun,
  options: Pick<QueueOptions, 'callbackAllowHosts' | 'callbackTimeoutMs'>,
): Promise<JobResult> {
  const { uri } = JSON.parse(run.job.payload) as { uri: string };
  const row = await run.db.kysely
    .selectFrom('tickets')
    .selectAll()
    .where('id', '=', run.job.ticket_id!)
    .executeTakeFirst();
  if (!row) return { message: 'ticket expired before its callback' };
  if (!callbackAllowed(uri, options.callbackAllowHosts))
    throw new JobFailure(`responseUri host is not in CALLBACK_ALLOW_HOSTS: ${uri}`);
  const res = await fetch(uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'mailroom-service/callback' },
    body: JSON.stringify(toTicket(row)),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.callbackTimeoutMs),
  });
  await res.body?.cancel();
  if (res.status < 200 || res.status >= 300) throw new Error(`callback answered ${res.status}`);
  return { message: `delivered to ${uri}` };
}

/** Whether a responseUri may be reached: `*`, or its host is listed (`.example.com` allows sub-domains). */
export function callbackAllowed(uri: string, allow: string): boolean {
  if (allow.trim() === '*') return true;
  let host: string;
  try {
    host = new URL(uri).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allow
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .some((h) => h !== '' && (host === h || (h.startsWith('.') && host.endsWith(h))));
}
