import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Firefox run (docs/firefox.md): its own config, so the default `npx vitest run` never starts
// a browser. One file at a time: each launches a Firefox, and the machine has two cores.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'firefox',
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
