import type { Ticket } from '@mailroom/contract';
import type { Config } from '../config';

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
    const res = await fetch(`${this.config.serviceUrl}${path}`, {
      method,
      headers,
      body: o.body === undefined ? null : JSON.stringify(o.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs ?? this.config.UPSTREAM_TIMEOUT_MS),
    });
    const text = await res.text();
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
