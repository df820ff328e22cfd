import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig, devices } from '@playwright/test';
import { e2eAdmin } from './e2e/support/stack';

/**
 * Playwright cannot download its own browser on our machines, so Debian's Chromium stands in when the bundled
 * one is absent. The flags keep it from reaching for the network, which is closed here.
 */
const bundled = chromium.executablePath();
const executablePath = fs.existsSync(bundled) ? undefined : '/usr/bin/chromium';

/**
 * Unless E2E_BASE_URL points at a running console, the specs get a stack of their own: the service on :4110
 * and the BFF serving a fresh SPA build on :4100, each on a new SQLite file, so every run starts empty and
 * never touches `npm start`'s data or ports.
 */
const stackDir = 'test-results/e2e-stack';
const apiKey = 'e2e-service-api-key-0123456789abcdef';
const ownStack = !process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 30_000,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4100',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: ownStack
    ? [
        {
          name: 'service',
          command: `rm -rf ${stackDir} && mkdir -p ${stackDir} && npx tsx apps/service/src/main.ts`,
          url: 'http://127.0.0.1:4110/v2/company/ping',
          env: {
            PORT: '4110',
            DATABASE_URL: `sqlite:./${stackDir}/service.db`,
            SERVICE_BOOTSTRAP_API_USER: 'e2e',
            SERVICE_BOOTSTRAP_API_KEY: apiKey,
            LOG_LEVEL: 'warn',
          },
          timeout: 120_000,
          reuseExistingServer: false,
        },
        {
          name: 'bff',
          command: 'npm run build -w apps/web && npx tsx apps/bff/src/main.ts',
          url: 'http://127.0.0.1:4100/healthz',
          env: {
            PORT: '4100',
            SERVICE_URL: 'http://127.0.0.1:4110',
            SERVICE_API_USER: 'e2e',
            SERVICE_API_KEY: apiKey,
            DATABASE_URL: `sqlite:./${stackDir}/bff.db`,
            SESSION_SECRET: 'e2e-session-secret-0123456789abcdef',
            ADMIN_EMAIL: e2eAdmin.email,
            ADMIN_PASSWORD: e2eAdmin.password,
            WEB_DIST: fileURLToPath(new URL('./apps/web/dist', import.meta.url)),
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
