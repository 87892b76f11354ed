import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's chromium with the built extension (.output/chrome-mv3) against a
// fresh emulator per test (tests/e2e/fixtures.ts). `npm test` builds before running them.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three: a test spends much of its time waiting (the emulator, timers, the browser). On 2 cores,
  // with vitest beside it in npm test, three ended the suite in 4.4 min; four, alone, in 4.0 min but
  // with one test racing; six in 4.4 min with three tests out of time (the machine saturated).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { trace: 'retain-on-failure', actionTimeout: 10_000 },
});
