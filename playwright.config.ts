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
  use: {
    // A failed test keeps its trace (actions, console, network, the error's source) and a
    // screenshot of each open page. The trace's DOM snapshots and screencast cost a fifth of the
    // suite's CPU on every test that passes (measured), so they are taken only when asked for:
    // `FULL_TRACE=1 npx playwright test <spec>` to step through a failure's pages.
    trace: process.env.FULL_TRACE
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
  },
});
