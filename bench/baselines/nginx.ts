import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stopChild, waitForHttp, type Server } from '../lib/proc';

export const NGINX_BIN = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

export function nginxMissing(): string | undefined {
  if (fs.existsSync(NGINX_BIN)) return undefined;
  return `nginx not found at ${NGINX_BIN}: install it (apt-get install nginx-light, or nginx) or set BENCH_NGINX; L1 is skipped`;
}

/**
 * L1: Debian's nginx as a plain reverse proxy with a keep-alive upstream, unprivileged, everything (pid, logs,
 * temp paths) inside `dir`. One worker: the box has two cores and the load generator needs one.
 */
export async function startNginx(
  dir: string,
  port: number,
  upstream: string,
  probe: string,
  headers: Record<string, string>,
): Promise<Server> {
  fs.mkdirSync(dir, { recursive: true });
  const u = new URL(upstream);
  const conf = `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # nginx closes a keep-alive connection after 1,000 requests by default, client side and upstream: under load
  # that showed as connection errors at autocannon (4-5 a run) and reconnects that the Node servers never make.
  keepalive_requests 1000000;
  upstream service { server ${u.hostname}:${u.port}; keepalive 64; keepalive_requests 1000000; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://service;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  const log = fs.openSync(path.join(dir, 'stdout.log'), 'a');
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url + probe, child, headers, 15_000);
  return { name: 'nginx', url, child, pid: child.pid!, stop: () => stopChild(child) };
}
