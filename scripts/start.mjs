#!/usr/bin/env node
// `npm start`: builds the console, starts the service (demo data, stable demo API user) on :4010 and the BFF
// serving the console on :4000, then prints the URL and the admin sign-in. `npm run dev`: the same with the
// service and BFF restarting on code changes and the console on Vite's dev server (hot reload) on :5173.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const servicePort = 4010;
const bffPort = 4000;
const vitePort = 5173;
const credentialsFile = path.join(root, 'data', 'demo-credentials.json');

/**
 * The demo secrets are generated on the first start and reused, so bookmarks, scripts and the admin password
 * keep working across restarts. ADMIN_EMAIL / ADMIN_PASSWORD from the environment take precedence.
 */
function demoCredentials() {
  const saved = fs.existsSync(credentialsFile) ? JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) : {};
  const random = () => crypto.randomBytes(32).toString('base64url');
  const filled = {
    apiUser: typeof saved.apiUser === 'string' ? saved.apiUser : 'demo',
    apiKey: typeof saved.apiKey === 'string' ? saved.apiKey : random(),
    sessionSecret: typeof saved.sessionSecret === 'string' ? saved.sessionSecret : random(),
    adminEmail: typeof saved.adminEmail === 'string' ? saved.adminEmail : 'admin@example.com',
    adminPassword: typeof saved.adminPassword === 'string' ? saved.adminPassword : random().slice(0, 20),
  };
  if (JSON.stringify(filled) !== JSON.stringify(saved)) {
    fs.mkdirSync(path.dirname(credentialsFile), { recursive: true });
    fs.writeFileSync(credentialsFile, JSON.stringify(filled, null, 2) + '\n', { mode: 0o600 });
  }
  return filled;
}

const creds = demoCredentials();
const adminEmail = process.env.ADMIN_EMAIL ?? creds.adminEmail;
const adminPassword = process.env.ADMIN_PASSWORD ?? creds.adminPassword;
const serviceUrl = `http://localhost:${servicePort}`;
const consoleUrl = dev ? `http://localhost:${vitePort}` : `http://localhost:${bffPort}`;
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const children = [];

function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping everything`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

if (!dev) {
  for (const [what, workspace] of [
    ['the console', 'apps/web'],
    ['the service', 'apps/service'],
  ]) {
    console.log(`building ${what} (${workspace})…`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error(`the ${workspace} build failed; see above`);
      process.exit(1);
    }
  }
}

console.log(
  `starting the service${dev ? ' (watch mode)' : ''}; the first start seeds 20,000 demo subscribers`,
);
const watch = dev ? ['watch'] : [];
// As deployed: the built bundle under plain node (scripts/build-server.mjs); in dev, the sources under tsx watch.
const [serviceCommand, serviceArgs] = dev
  ? [tsx, [...watch, path.join('apps', 'service', 'src', 'main.ts')]]
  : [process.execPath, ['--enable-source-maps', path.join('apps', 'service', 'dist', 'main.mjs')]];
run('the service', serviceCommand, serviceArgs, {
  PORT: String(servicePort),
  DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:./data/service.db',
  SERVICE_BOOTSTRAP_API_USER: creds.apiUser,
  SERVICE_BOOTSTRAP_API_KEY: creds.apiKey,
  SEED_DEMO: '1',
});

if (await waitFor(`${serviceUrl}/v2/company/ping`, { 'Api-User': creds.apiUser, 'Api-Key': creds.apiKey })) {
  run('the BFF', tsx, [...watch, path.join('apps', 'bff', 'src', 'main.ts')], {
    PORT: String(bffPort),
    SERVICE_URL: `http://127.0.0.1:${servicePort}`,
    SERVICE_API_USER: creds.apiUser,
    SERVICE_API_KEY: creds.apiKey,
    DATABASE_URL: process.env.BFF_DATABASE_URL ?? 'sqlite:./data/bff.db',
    SESSION_SECRET: process.env.SESSION_SECRET ?? creds.sessionSecret,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    WEB_DIST: path.join(root, 'apps', 'web', 'dist'),
  });
  // Vite directly, not through npm: npm does not pass SIGTERM on, which would leave the dev server running.
  if (dev)
    run('the console dev server', path.join(root, 'node_modules', '.bin', 'vite'), [
      'apps/web',
      '--port',
      String(vitePort),
      '--strictPort',
    ]);
  if (await waitFor(`http://127.0.0.1:${bffPort}/healthz`)) printBanner();
}

async function waitFor(url, headers = {}) {
  const until = Date.now() + 180_000;
  while (Date.now() < until && !stopping) {
    try {
      const res = await fetch(url, { headers });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!stopping) console.error(`${url} did not answer within 3 minutes`);
  return false;
}

function printBanner() {
  console.log(`
Mailroom is up.
  console        ${consoleUrl}
  sign in as     ${adminEmail}
  password       ${adminPassword}     (saved in data/demo-credentials.json; only used to create the first admin)

  service        ${serviceUrl}/v2
  API reference  ${serviceUrl}/v2/docs
  Api-User       ${creds.apiUser}
  api-key        ${creds.apiKey}
  try it         curl -H 'Api-User: ${creds.apiUser}' -H 'Api-Key: ${creds.apiKey}' ${serviceUrl}/v2/company

Press Ctrl+C to stop.
`);
}
