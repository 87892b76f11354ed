import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Two layers (docs/testing.md): unit tests run against WXT's fake browser; integration tests
// talk to the emulator over real loopback HTTP and need no DOM.
export default defineConfig({
  test: {
    // Both cores. vitest's own default on two is one worker, which leaves the second idle while an
    // integration file waits on the emulator (a 5 s page, a 429's second, the release builds). Each
    // worker loads its own module world, so two spend about a third more CPU: on the 2-core machine
    // of 2026-11-27, shared with other builds, the whole run took 54–61 s with two against 57–115 s
    // with one, back to back; the unit project alone once came out the other way (53 s against 42).
    // Worth measuring again on a quiet machine.
    maxWorkers: 2,
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // One module world per worker instead of one per file: a file's own environment and
          // imports cost more than its tests. fresh-world.ts resets what a file could see of another.
          isolate: false,
          setupFiles: ['tests/fresh-world.ts'],
          // A limit for a hang, not a measure of speed: on a loaded machine a test that opens an old
          // cache took over 5 s.
          testTimeout: 15_000,
          // The projects one after the other: mixed, a worker changes environment (and rebuilds
          // the DOM) whenever its next file is of the other project.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [WxtVitest()],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/fresh-world.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
