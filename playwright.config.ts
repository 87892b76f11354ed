import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's chromium with the built extension (.output/chrome-mv3) against a
// fresh emulator per test (tests/e2e/fixtures.ts). `npm test` builds before running them.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { trace: 'retain-on-failure', actionTimeout: 10_000 },
});
