import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ADMIN, SESSION_SECRET } from './harness';

const bffDir = path.resolve(__dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface BffProcess {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote, for the leak scan and for failure messages. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The BFF as its own process, as an operator runs it (its own event loop, killable), once /healthz answers. */
export async function startBffProcess(env: Record<string, string>, port?: number): Promise<BffProcess> {
  const p = port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: bffDir,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PRINT_ADMIN_PASSWORD: '0',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${p}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`BFF exited with ${proc.exitCode}: ${out}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`BFF did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    output: () => out,
    kill: (signal = 'SIGKILL') =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
  };
}
