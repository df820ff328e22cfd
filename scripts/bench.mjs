#!/usr/bin/env node
// `npm run bench [-- --quick] [--pg <url>] [--only B1,B3]`: runs bench/run.ts with tsx, passing every flag on.
// Node, not npx, so Ctrl+C reaches the orchestrator, which stops the servers it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join('bench', 'run.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
