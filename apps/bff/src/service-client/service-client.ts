import type { Ticket } from '@mailroom/contract';
import type { Config } from '../config';
import { upstreamError } from '../proxy/forward';

export interface ServiceAnswer<T> {
  status: number;
  body: T;
}

/** The BFF's own calls to the service (ticket polls, import chunks, readiness), always with its key. */
export class ServiceClient {
  constructor(private readonly config: Config) {}

  authHeaders(): Record<string, string> {
    return { 'api-user': this.config.SERVICE_API_USER, 'api-key': this.config.SERVICE_API_KEY };
  }

  async call<T = unknown>(
    method: string,
    path: string,
    o: { body?: unknown; requestId?: string; timeoutMs?: number } = {},
  ): Promise<ServiceAnswer<T>> {
    const headers: Record<string, string> = { ...this.authHeaders(), accept: 'application/json' };
    if (o.requestId) headers['x-request-id'] = o.requestId;
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const timeoutMs = o.timeoutMs ?? this.config.UPSTREAM_TIMEOUT_MS;
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.config.serviceUrl}${path}`, {
        method,
        headers,
        body: o.body === undefined ? null : JSON.stringify(o.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      // fetch reports a refused connection as "fetch failed" with the socket error as its cause: map both onto
      // the same 502/504 as the proxy, rather than letting them surface as a 500 of the BFF.
      throw upstreamError((err as { cause?: unknown }).cause ?? err, timeoutMs);
    }
    let body: unknown = undefined;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, body: body as T };
  }

  getTicket(id: string) {
    return this.call<Ticket>('GET', `/v2/tickets/${encodeURIComponent(id)}`);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.call('GET', '/v2/company/ping', { timeoutMs: 3000 })).status === 200;
    } catch {
      return false;
    }
  }
}
