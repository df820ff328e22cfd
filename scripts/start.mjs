#!/usr/bin/env node
// `npm start` / `npm run dev`: the service with demo data and a stable demo API user. The console (BFF + SPA
// on :4000) is not built yet; this says so instead of pretending.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const servicePort = 4010;
const credentialsFile = path.join(root, 'data', 'demo-credentials.json');

/** The demo key is generated on the first start and reused, so bookmarks and scripts keep working. */
function demoCredentials() {
  if (fs.existsSync(credentialsFile)) {
    const saved = JSON.parse(fs.readFileSync(credentialsFile, 'utf8'));
    if (typeof saved.apiUser === 'string' && typeof saved.apiKey === 'string') return saved;
  }
  const created = { apiUser: 'demo', apiKey: crypto.randomBytes(32).toString('base64url') };
  fs.mkdirSync(path.dirname(credentialsFile), { recursive: true });
  fs.writeFileSync(credentialsFile, JSON.stringify(created, null, 2) + '\n', { mode: 0o600 });
  return created;
}

const { apiUser, apiKey } = demoCredentials();
const serviceUrl = `http://localhost:${servicePort}`;
const env = {
  ...process.env,
  PORT: String(servicePort),
  DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:./data/service.db',
  SERVICE_BOOTSTRAP_API_USER: apiUser,
  SERVICE_BOOTSTRAP_API_KEY: apiKey,
  SEED_DEMO: '1',
};
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const args = [...(dev ? ['watch'] : []), path.join('apps', 'service', 'src', 'main.ts')];
console.log(
  `starting the service${dev ? ' (watch mode)' : ''}; the first start seeds 20,000 demo subscribers`,
);
const child = spawn(tsx, args, { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

await waitUntilUp();

async function waitUntilUp() {
  const until = Date.now() + 180_000;
  while (Date.now() < until && child.exitCode === null) {
    try {
      const res = await fetch(`${serviceUrl}/v2/company/ping`, {
        headers: { 'Api-User': apiUser, 'Api-Key': apiKey },
      });
      if (res.ok) return printBanner();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (child.exitCode === null) console.error(`the service did not answer on ${serviceUrl} within 3 minutes`);
}

function printBanner() {
  console.log(`
Mailroom service is up.
  service        ${serviceUrl}/v2
  API reference  ${serviceUrl}/v2/docs
  OpenAPI        ${serviceUrl}/v2/openapi.json
  Api-User       ${apiUser}
  api-key        ${apiKey}     (saved in data/demo-credentials.json)
  try it         curl -H 'Api-User: ${apiUser}' -H 'Api-Key: ${apiKey}' ${serviceUrl}/v2/company

The console (BFF + SPA on http://localhost:4000) is not built yet.
Press Ctrl+C to stop.
`);
}
