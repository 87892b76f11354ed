import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's chromium with the built extension (.output/chrome-mv3) against a
// fresh emulator per test (tests/e2e/fixtures.ts). `npm test` builds before running them.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three: a test spends most of its time waiting (the emulator, timers, the browser), and on 2 cores
  // three workers ended the suite in 4.7 min against 7.0 with two (npm test, machine shared).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { trace: 'retain-on-failure', actionTimeout: 10_000 },
});
