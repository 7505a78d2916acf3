// Browser tests: Debian's Chromium (never a downloaded browser) against the built bundle on the fixture pages,
// served by the fake WordPress on 127.0.0.1. The server builds into its own folder, so parallel runs never
// share a dist/.
import { defineConfig } from '@playwright/test';

process.env.E2E_PORT ??= String(41000 + (process.pid % 4000));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testMatch: '**/*.e2e.ts',
  testIgnore: ['**/node_modules/**'],
  fullyParallel: true,
  // CI: one browser at a time. The CI machine may have 2 cores; two workers with their Chromiums and the fake
  // WordPress oversubscribed it (its search probe ran 10x slower than here) and raced what the tests read: a
  // cookie not yet in the browser's store, a small layout shift nobody could reproduce on an idle machine
  workers: process.env.CI ? 1 : 2,
  retries: 0, // a flaky test is a bug to fix, not to retry
  // The test timeout is a hang guard, not a speed budget (speed is the bench's and its probes' own numbers).
  // CI gets twice the room: a shared CI machine can run the browser tests several times slower for a while
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs tools/serve.ts --build --dist .e2e-dist/${port} --port ${port} --max-lifetime-ms 5400000`,
    url: `${baseURL}/demo/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
