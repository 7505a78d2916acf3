// Browser tests on a real WordPress (Debian's packages): the built dist/ activated as a plugin beside a test
// mu-plugin and theme that register the classic plugins' handles as they do (fixtures/wordpress/); the harness
// and the tests (*.wp.ts) are in tools/wordpress/.
// The global setup builds, installs and starts WordPress on 127.0.0.1 (a port derived from the pid, as the
// fixture tests do) and the teardown stops it; it also stops by itself if this run dies. The browser settings
// are the fixture tests' own (playwright.config.ts).
import { defineConfig } from '@playwright/test';
import fixtureTests from './playwright.config';

process.env.SW_WP_PORT ??= String(45000 + (process.pid % 4000));

export default defineConfig({
  testMatch: '**/*.wp.ts',
  testIgnore: ['**/node_modules/**'],
  globalSetup: './tools/wordpress/global-setup.ts',
  globalTeardown: './tools/wordpress/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: fixtureTests.timeout, // the same hang guard (twice the room on CI)
  expect: { timeout: Math.max(10_000, fixtureTests.expect?.timeout ?? 0) },
  reporter: process.env.CI ? [['list'], ['line']] : 'list',
  use: { ...fixtureTests.use, baseURL: `http://127.0.0.1:${process.env.SW_WP_PORT}` },
});
