import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DatasetMeta } from './dataset-meta';
import { ROOT, spawnNode, spawnTs, stopChild, waitForHttp, type Server } from './proc';

export const PORTS = { service: 4310, bff: 4320, nginx: 4330, l0: 4340, smtp: 4350 } as const;

export interface ServiceOptions {
  databaseUrl: string;
  meta: DatasetMeta;
  smtpUrl?: string;
  workers?: number;
  name?: string;
  nodeArgs?: string[];
}

/**
 * The service as deployed: its built bundle under plain node, NODE_ENV=production (no response validation), request
 * logs off (LOG_LEVEL=warn), the scheduler off so no master delivery starts mid-run, no rate limit (RATE_LIMIT_MAX=0).
 */
export async function startService(o: ServiceOptions): Promise<Server> {
  const url = `http://127.0.0.1:${PORTS.service}`;
  const env: Record<string, string> = {
    PORT: String(PORTS.service),
    HOST: '127.0.0.1',
    DATABASE_URL: o.databaseUrl,
    SERVICE_BOOTSTRAP_API_USER: o.meta.apiUser,
    SERVICE_BOOTSTRAP_API_KEY: o.meta.apiKey,
    SEED_DEMO: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MASTER_SCHEDULER_MS: '0',
    RATE_LIMIT_MAX: '0',
    WORKERS: String(o.workers ?? 1),
    PUBLIC_URL: url,
    BODY_LIMIT_BYTES: String(16 * 1024 * 1024),
  };
  if (o.smtpUrl) env.SMTP_URL = o.smtpUrl;
  // BENCH_SERVICE_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the service of every scenario.
  const nodeArgs = o.nodeArgs ?? nodeArgsFrom('BENCH_SERVICE_NODE_ARGS');
  const child = spawnNode(o.name ?? 'service', buildService(), env, ['--enable-source-maps', ...nodeArgs]);
  await waitForHttp(`${url}/v2/company/ping`, child, apiHeaders(o.meta)).catch(async (err: unknown) => {
    await stopChild(child);
    throw err;
  });
  return { name: 'service', url, child, pid: child.pid!, stop: () => stopChild(child) };
}

const nodeArgsFrom = (variable: string) => process.env[variable]?.split(' ').filter(Boolean) ?? [];

let serviceBundle: string | undefined;

/** The service's production bundle (`npm run build -w apps/service`), built once per run from the sources. */
function buildService(): string {
  if (serviceBundle) return serviceBundle;
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs', 'apps/service'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`building the service failed: ${r.stderr || r.stdout}`);
  serviceBundle = path.join('apps', 'service', 'dist', 'main.mjs');
  return serviceBundle;
}

export const apiHeaders = (meta: DatasetMeta) => ({ 'Api-User': meta.apiUser, 'Api-Key': meta.apiKey });

export const BFF_ADMIN = { email: 'bench@example.com', password: 'bench-password-not-secret' };

/** The BFF with its own fresh SQLite store, signing in as a generated admin. */
export async function startBff(
  serviceUrl: string,
  meta: DatasetMeta,
  workDir: string,
  webDist = path.join(ROOT, 'apps', 'web', 'dist'),
): Promise<Server> {
  const url = `http://127.0.0.1:${PORTS.bff}`;
  const dbFile = path.join(workDir, `bff-${crypto.randomBytes(3).toString('hex')}.db`);
  const env: Record<string, string> = {
    PORT: String(PORTS.bff),
    HOST: '127.0.0.1',
    SERVICE_URL: serviceUrl,
    SERVICE_API_USER: meta.apiUser,
    SERVICE_API_KEY: meta.apiKey,
    DATABASE_URL: `sqlite:${dbFile}`,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    ADMIN_EMAIL: BFF_ADMIN.email,
    ADMIN_PASSWORD: BFF_ADMIN.password,
    PRINT_ADMIN_PASSWORD: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    COOKIE_SECURE: 'never',
    // B1 drives one session at hundreds of requests a second: the per-session limit would answer 429.
    SESSION_RATE_LIMIT: '0',
    SIGNIN_LIMIT_PER_IP: '1000',
    SIGNIN_LIMIT_PER_EMAIL: '1000',
    TICKET_POLL_MS: '200',
    TICKET_POLL_MAX_MS: '1000',
    PUBLIC_URL: url,
    RATE_LIMIT_MAX: '0',
  };
  if (fs.existsSync(path.join(webDist, 'index.html'))) env.WEB_DIST = webDist;
  // BENCH_BFF_NODE_ARGS: node options for the BFF, as BENCH_SERVICE_NODE_ARGS for the service.
  const child = spawnTs('bff', 'apps/bff/src/main.ts', env, nodeArgsFrom('BENCH_BFF_NODE_ARGS'));
  await waitForHttp(`${url}/healthz`, child).catch(async (err: unknown) => {
    await stopChild(child);
    throw err;
  });
  const stop = async () => {
    await stopChild(child);
    // Each start has a fresh store (a session and tickets of this run only); nothing reads it afterwards.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true });
  };
  return { name: 'bff', url, child, pid: child.pid!, stop };
}

/** Signs in to the BFF; returns the cookie and CSRF token a browser would hold. */
export async function bffSession(bffUrl: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${bffUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BFF_ADMIN),
  });
  const body = (await res.json()) as { csrfToken?: string };
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (res.status !== 201 || !cookie || !body.csrfToken)
    throw new Error(`BFF sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return { cookie, csrf: body.csrfToken };
}
