import http from 'node:http';
import { Writable } from 'node:stream';
import { freshDatabaseUrl, startTestService, type TestService } from '../../service/test/harness';
import { loadConfig } from '../src/config';
import { startBff, type RunningBff } from '../src/server';

export { testDialect } from '../../service/test/harness';

export interface Recorded {
  method: string;
  url: string;
  status: number;
  headers: [string, string][];
  text: string;
}

export interface Res<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export const ADMIN = { email: 'admin@example.test', password: 'correct horse battery staple' };
export const SESSION_SECRET = 'test-session-secret-0123456789abcdef-0123456789';

/** Every response and log line of a test file, scanned for secrets when the stack closes. */
export class Recorder {
  readonly responses: Recorded[] = [];
  readonly logs: string[] = [];
  /** Session tokens handed out: fine in their own Set-Cookie, never in a log line. */
  readonly cookies = new Set<string>();
  readonly logStream = new Writable({
    write: (chunk: Buffer, _enc, done) => {
      this.logs.push(chunk.toString('utf8'));
      done();
    },
  });

  logLeaks(secret: string): string[] {
    return this.logs.filter((line) => line.includes(secret)).map((line) => `log line ${line.slice(0, 200)}`);
  }

  /** Where a secret appears in anything the suite received or logged. */
  leaks(secret: string): string[] {
    const hits: string[] = [];
    for (const r of this.responses) {
      if (r.text.includes(secret)) hits.push(`body of ${r.method} ${r.url}`);
      for (const [k, v] of r.headers)
        if (v.includes(secret)) hits.push(`header ${k} of ${r.method} ${r.url}`);
    }
    for (const line of this.logs) if (line.includes(secret)) hits.push(`log line ${line.slice(0, 200)}`);
    return hits;
  }
}

/** A browser: one cookie jar, the CSRF token from sign-in, every response recorded. */
export class Browser {
  cookie: string | undefined;
  csrf: string | undefined;
  constructor(
    private readonly base: () => string,
    private readonly recorder: Recorder,
  ) {}

  async call<T = any>(
    method: string,
    path: string,
    o: {
      body?: unknown;
      raw?: string | Buffer;
      type?: string;
      headers?: Record<string, string>;
      csrf?: boolean;
    } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.csrf && o.csrf !== false && method !== 'GET') headers['x-csrf-token'] = this.csrf;
    let body: string | Buffer | undefined = o.raw;
    if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    if (o.type) headers['content-type'] = o.type;
    const res = await fetch(new URL(path, this.base()), { method, headers, body, redirect: 'manual' });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const token = pair?.split('=')[1];
      if (token) this.recorder.cookies.add(token);
      this.cookie =
        pair && !/=($|;)/.test(pair + ';') && !/Expires=Thu, 01 Jan 1970/.test(setCookie) ? pair : undefined;
    }
    const text = await res.text();
    this.recorder.responses.push({ method, url: path, status: res.status, headers: [...res.headers], text });
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }

  /** A request exactly as written: fetch would resolve dot segments before sending. */
  raw(method: string, path: string): Promise<{ status: number; body: any }> {
    const url = new URL(this.base());
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: this.cookie ? { cookie: this.cookie } : {},
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => {
            this.recorder.responses.push({
              method,
              url: path,
              status: res.statusCode ?? 0,
              headers: Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
              text,
            });
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async signIn(email: string, password: string) {
    const r = await this.call('POST', '/api/session', { body: { email, password } });
    if (r.status === 201) this.csrf = r.body.csrfToken;
    return r;
  }
}

export interface Stack {
  svc: TestService;
  bff: RunningBff;
  bffDb: { url: string; drop(): Promise<void> };
  recorder: Recorder;
  env: Record<string, string>;
  browser(): Browser;
  /** Signs in a new browser as a fresh user of that role (created by the admin). */
  as(role: 'viewer' | 'editor' | 'admin'): Promise<Browser>;
  admin(): Promise<Browser>;
  /** Stops the BFF and starts it again on the same database; an undefined value removes the variable. */
  restartBff(env?: Record<string, string | undefined>): Promise<void>;
  close(): Promise<void>;
}

let userSeq = 0;

export async function startStack(
  o: { bffEnv?: Record<string, string>; serviceEnv?: Record<string, string> } = {},
): Promise<Stack> {
  const recorder = new Recorder();
  const svc = await startTestService({ env: o.serviceEnv ?? {} });
  const bffDb = await freshDatabaseUrl();
  const env: Record<string, string> = {
    PORT: '0',
    SERVICE_URL: svc.url,
    SERVICE_API_USER: svc.user,
    SERVICE_API_KEY: svc.key,
    DATABASE_URL: bffDb.url.replace('service.db', 'bff.db'),
    SESSION_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    TICKET_POLL_MS: '300',
    TICKET_POLL_MAX_MS: '1000',
    SIGNIN_LIMIT_PER_IP: '10000',
    SIGNIN_LIMIT_PER_EMAIL: '10000',
    // Tests poll at machine speed; the per-session limit has its own test (security/session-limit.test.ts).
    SESSION_RATE_LIMIT: '0',
    WEB_DIST: '/nonexistent',
    ...o.bffEnv,
  };
  const start = () => startBff(loadConfig(env), { logDestination: recorder.logStream });
  const stack: Stack = {
    svc,
    bff: await start(),
    bffDb,
    recorder,
    env,
    browser: () => new Browser(() => stack.bff.url, recorder),
    admin: async () => {
      const b = stack.browser();
      const r = await b.signIn(ADMIN.email, ADMIN.password);
      if (r.status !== 201) throw new Error(`admin sign-in: ${r.status} ${r.text}`);
      return b;
    },
    as: async (role) => {
      const admin = await stack.admin();
      const email = `${role}-${++userSeq}-${Date.now()}@example.test`;
      const password = `pw-${role}-${userSeq}-long-enough`;
      const c = await admin.call('POST', '/api/users', { body: { email, role, password } });
      if (c.status !== 201) throw new Error(`create ${role}: ${c.status} ${c.text}`);
      const b = stack.browser();
      const r = await b.signIn(email, password);
      if (r.status !== 201) throw new Error(`${role} sign-in: ${r.status} ${r.text}`);
      return b;
    },
    restartBff: async (more = {}) => {
      await stack.bff.close();
      for (const [k, v] of Object.entries(more)) {
        if (v === undefined) delete env[k];
        else env[k] = v;
      }
      stack.bff = await start();
    },
    close: async () => {
      await stack.bff.close();
      await svc.close();
      await bffDb.drop();
    },
  };
  return stack;
}

/** Things that must never reach a browser or a log line. */
export function secretsOf(stack: Stack): string[] {
  return [stack.svc.key, ADMIN.password, SESSION_SECRET];
}

/** Every leak of the file's secrets into responses or logs, and of session tokens or CSRF tokens into logs. */
export function allLeaks(stack: Stack): string[] {
  return [
    ...secretsOf(stack).flatMap((s) => stack.recorder.leaks(s)),
    ...[...stack.recorder.cookies].flatMap((t) => stack.recorder.logLeaks(t)),
  ];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function eventually<T>(
  fn: () => Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
