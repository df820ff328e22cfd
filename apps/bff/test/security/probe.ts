import type { Browser, Recorder } from '../harness';

export interface ProbeResult {
  status: number;
  code: string | undefined;
  message: string;
  headers: Headers;
}

/**
 * One request as a given browser (or none: anonymous), recorded for the leak scan. Unlike Browser.call it stops
 * reading after the headers of an event stream, which never ends by itself.
 */
export async function probe(
  base: string,
  recorder: Recorder,
  b: Browser | undefined,
  method: string,
  path: string,
  o: { body?: unknown; csrf?: string | false; headers?: Record<string, string> } = {},
): Promise<ProbeResult> {
  const headers: Record<string, string> = { ...o.headers };
  if (b?.cookie) headers.cookie = b.cookie;
  const csrf = o.csrf === undefined ? b?.csrf : o.csrf;
  if (csrf && method !== 'GET') headers['x-csrf-token'] = csrf;
  let body: string | undefined;
  if (o.body !== undefined && method !== 'GET') {
    body = JSON.stringify(o.body);
    headers['content-type'] = 'application/json';
  }
  const ctrl = new AbortController();
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: ctrl.signal,
  });
  let text = '';
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) ctrl.abort();
  else text = await res.text();
  recorder.responses.push({ method, url: path, status: res.status, headers: [...res.headers], text });
  let parsed: { code?: string; message?: string } | undefined;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, code: parsed?.code, message: parsed?.message ?? text, headers: res.headers };
}
