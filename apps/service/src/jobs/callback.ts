import dns from 'node:dns/promises';
import net from 'node:net';
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
  const internal = await internalAddressOf(uri, options.callbackAllowHosts);
  if (internal)
    throw new JobFailure(
      `responseUri host resolves to the internal address ${internal}, which is not listed: ${uri}`,
    );
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

/** Loopback, private, link-local (cloud metadata), carrier-grade NAT, unspecified and unique-local addresses. */
const internalNets = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  internalNets.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internalNets.addSubnet(prefix, bits, 'ipv6');

function isInternal(address: string): boolean {
  const v4mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4mapped) return internalNets.check(v4mapped, 'ipv4');
  return internalNets.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * With an allow list, a listed *name* must not lead inside the network: a DNS name resolving to an internal
 * address is refused unless that address itself is listed (an operator who means a local receiver lists its
 * IP). The connection resolves again, so a rebinding DNS server has a window of one lookup; see docs/reliability.md.
 */
export async function internalAddressOf(uri: string, allow: string): Promise<string | undefined> {
  if (allow.trim() === '*') return undefined;
  const host = new URL(uri).hostname.replace(/^\[|\]$/g, '');
  const listed = new Set(
    allow.split(',').map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, ''),
    ),
  );
  const addresses = net.isIP(host) ? [host] : (await dns.lookup(host, { all: true })).map((a) => a.address);
  return addresses.find((a) => isInternal(a) && !listed.has(a.toLowerCase()));
}
