import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig, devices } from '@playwright/test';
import { e2eOutputDir, e2ePorts, e2eStackDir } from './e2e/support/ports';
import { e2eAdmin } from './e2e/support/stack';

/**
 * Playwright cannot download its own browser on our machines, so Debian's Chromium stands in when the bundled
 * one is absent. The flags keep it from reaching for the network, which is closed here.
 */
const bundled = chromium.executablePath();
const executablePath = fs.existsSync(bundled) ? undefined : '/usr/bin/chromium';

/**
 * Unless E2E_BASE_URL points at a running console, the specs get a stack of their own: a local SMTP sink, the
 * service on :4110 with the demo data seeded into its API user, and the BFF serving a fresh SPA build on :4100,
 * each on a new SQLite file, so every run starts from the same data and never touches `npm start`'s data or
 * ports (E2E_STACK=n moves the ports, see e2e/support/ports.ts).
 */
const stackDir = e2eStackDir;
const webDist = fileURLToPath(new URL(`./${stackDir}/web`, import.meta.url));
const apiKey = 'e2e-service-api-key-0123456789abcdef';
const ownStack = !process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: e2eOutputDir,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${e2ePorts.bff}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: ownStack
    ? [
        {
          name: 'smtp',
          command: 'npx tsx e2e/support/smtp-sink.ts',
          url: `http://127.0.0.1:${e2ePorts.smtpInbox}/healthz`,
          timeout: 30_000,
          reuseExistingServer: false,
        },
        {
          name: 'service',
          command: `rm -rf ${stackDir} && mkdir -p ${stackDir} && npx tsx apps/service/src/main.ts`,
          url: `http://127.0.0.1:${e2ePorts.service}/v2/company/ping`,
          env: {
            PORT: String(e2ePorts.service),
            DATABASE_URL: `sqlite:./${stackDir}/service.db`,
            SERVICE_BOOTSTRAP_API_USER: 'e2e',
            SERVICE_BOOTSTRAP_API_KEY: apiKey,
            SEED_DEMO: '1',
            SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
            RATE_LIMIT_MAX: '0',
            LOG_LEVEL: 'warn',
          },
          timeout: 120_000,
          reuseExistingServer: false,
        },
        {
          name: 'bff',
          command: `npm run build -w apps/web -- --outDir ${webDist} --emptyOutDir && npx tsx apps/bff/src/main.ts`,
          url: `http://127.0.0.1:${e2ePorts.bff}/healthz`,
          env: {
            PORT: String(e2ePorts.bff),
            SERVICE_URL: `http://127.0.0.1:${e2ePorts.service}`,
            SERVICE_API_USER: 'e2e',
            SERVICE_API_KEY: apiKey,
            DATABASE_URL: `sqlite:./${stackDir}/bff.db`,
            SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
            ADMIN_EMAIL: e2eAdmin.email,
            ADMIN_PASSWORD: e2eAdmin.password,
            WEB_DIST: webDist,
            LOG_LEVEL: 'warn',
          },
          timeout: 180_000,
          reuseExistingServer: false,
        },
      ]
    : undefined,
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath && { executablePath }),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
});
