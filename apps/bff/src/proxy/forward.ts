import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { ApiError } from '@mailroom/contract';

export interface ForwardRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** Piped as it arrives: large uploads are never held in memory. */
  body?: Readable | undefined;
  timeoutMs: number;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

class UpstreamTimeout extends Error {}

/** Maps a failed upstream exchange onto the error model: no answer in time is 504, anything else 502. */
export function upstreamError(err: unknown, timeoutMs: number): ApiError {
  // AbortSignal.timeout (the BFF's own fetch calls) fails with a TimeoutError.
  if (err instanceof UpstreamTimeout || (err instanceof Error && err.name === 'TimeoutError'))
    return new ApiError(
      'gateway_timeout',
      `the messaging service did not answer within ${Math.round(timeoutMs / 1000)} s; the request may still complete`,
    );
  const code = (err as NodeJS.ErrnoException).code ?? '';
  const why =
    code === 'ECONNREFUSED' ? 'connection refused' : UNREACHABLE.has(code) ? code : 'connection failed';
  return new ApiError('bad_gateway', `the messaging service is unreachable (${why}); try again shortly`);
}

/**
 * One streamed exchange with the service over node:http: no extra dependency, the request body piped in and the
 * response handed back unread. A timer bounds the wait for response headers; a socket idle timeout bounds stalls
 * while streaming.
 */
export function forward(f: ForwardRequest): { response: Promise<IncomingMessage>; abort(): void } {
  const lib = f.url.protocol === 'https:' ? https : http;
  const upstream = lib.request(f.url, { method: f.method, headers: f.headers });
  const timer = setTimeout(() => upstream.destroy(new UpstreamTimeout()), f.timeoutMs);
  upstream.setTimeout(f.timeoutMs, () => upstream.destroy(new UpstreamTimeout()));
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    upstream.on('response', (res) => {
      clearTimeout(timer);
      resolve(res);
    });
    upstream.on('error', (err) => {
      clearTimeout(timer);
      reject(upstreamError(err, f.timeoutMs));
    });
  });
  if (f.body) {
    f.body.on('error', (err) => upstream.destroy(err));
    f.body.pipe(upstream);
  } else upstream.end();
  return { response, abort: () => upstream.destroy() };
}

/** Request headers the service may see: content negotiation and conditionals, never cookies or CSRF tokens. */
const PASS_REQUEST = [
  'content-type',
  'content-length',
  'accept',
  'accept-language',
  'if-match',
  'if-none-match',
];

export function requestHeaders(
  incoming: IncomingHttpHeaders,
  extra: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASS_REQUEST) {
    const v = incoming[name];
    if (typeof v === 'string') out[name] = v;
  }
  if (incoming['transfer-encoding'] && !out['content-length']) out['transfer-encoding'] = 'chunked';
  return { ...out, ...extra };
}

/** Response headers the browser may see; hop-by-hop and anything unexpected (Set-Cookie) are dropped. */
const PASS_RESPONSE = [
  'content-type',
  'content-length',
  'content-disposition',
  'etag',
  'last-modified',
  'location',
  'cache-control',
  'retry-after',
  'allow',
];

export function responseHeaders(incoming: IncomingHttpHeaders, withLength = true): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of PASS_RESPONSE) {
    if (name === 'content-length' && !withLength) continue;
    const v = incoming[name];
    if (typeof v === 'string') out[name] = v;
  }
  return out;
}

export const hasBody = (h: IncomingHttpHeaders) =>
  h['transfer-encoding'] !== undefined || (h['content-length'] !== undefined && h['content-length'] !== '0');

/** Answers up to this size are read whole and written in one piece; larger ones (and unsized ones) stream. */
export const SMALL_BODY_BYTES = 256 * 1024;

/**
 * The whole body of an answer that declares a small Content-Length, or undefined for one to stream. Written with one
 * res.end, headers and body leave in a single write, without pipeline()'s per-exchange stream plumbing (its
 * AbortController and listeners were ~5% of the BFF's time at 2,000 look-ups/s; docs/performance.md, change 16).
 */
export function smallBody(res: IncomingMessage): Promise<Buffer> | undefined {
  const length = Number(res.headers['content-length']);
  if (!(length >= 0 && length <= SMALL_BODY_BYTES) || res.headers['transfer-encoding'] !== undefined)
    return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    // A connection closed mid-body emits 'aborted' and then an error: either way the answer is incomplete.
    const cutShort = () => reject(new ApiError('bad_gateway', 'the messaging service cut its answer short'));
    res.on('aborted', cutShort);
    res.on('error', cutShort);
  });
}

/** Reads a small JSON answer (tickets) fully; bounded so a misbehaving upstream cannot exhaust memory. */
export async function readJson(res: IncomingMessage, limit = 1024 * 1024): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > limit)
      throw new ApiError('bad_gateway', 'the messaging service answered with an oversized ticket');
    chunks.push(b);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('bad_gateway', 'the messaging service answered with a malformed ticket');
  }
}
