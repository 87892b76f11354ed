import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's chromium with the built extension (.output/chrome-mv3) against a
// fresh emulator per test, or per file for the files whose tests share one install
// (tests/e2e/fixtures.ts › install). `npm test` builds before running them.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Two. On the 2-core machine of 2026-11-27, alone: the whole suite in 6.8 min with two, 9.0 min
  // with three; 30 tests that only connect an account, 54 s with one and 59.6 s with three. Each
  // test's browser, emulator and first sync keep a core busy, and a third worker only made them
  // wait for one another. (On an earlier, faster machine three had been best.) Once a third of the
  // tests had moved to the component and integration layers, on the same machine shared with other
  // builds: 176 s with two, 169 s with three, back to back, three busying the cores half as much
  // again: still two. On the quiet machine, alone, after the last moves: 134 s with two, 129 s
  // with three, the cores 93 % busy with two: still two.
  workers: 2,
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
