import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './e2e/support/env';

/** Journeys in Debian's Chromium against the real server and the built web app. */
export default defineConfig({
  testDir: './e2e',
  // each new screen is also judged by axe (e2e/support/test.ts)
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  outputDir: '../../.test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'it-IT',
    // the install prompt (tested in its component tests) would otherwise cover the page's corner
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${E2E_PORT}`, localStorage: [{ name: 'empowerment-install-dismissed', value: 'true' }] }],
    },
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/support/server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
