/**
 * `npm test`: every check, in the order that fails fastest, then one closing line
 * `tests: N passed, N failed` counting the unit, integration and end-to-end tests (Chromium and Firefox).
 * Each step's own output is shown as it runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  /** Reads the step's results file into counts, for the closing line. */
  count?: () => { passed: number; failed: number };
}

// Not Playwright's test-results/, which it empties when it starts.
const RESULTS = 'test-reports';
mkdirSync(RESULTS, { recursive: true });
rmSync(`${RESULTS}/vitest.json`, { force: true });
rmSync(`${RESULTS}/e2e.json`, { force: true });
rmSync(`${RESULTS}/firefox.json`, { force: true });

/** Counts from a vitest JSON report. */
const vitestCounts = (file: string) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests };
};

const steps: Step[] = [
  { name: 'typecheck', command: 'npx tsc --noEmit' },
  { name: 'lint', command: 'npx biome check .' },
  {
    name: 'unit and integration tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
    count: () => vitestCounts(`${RESULTS}/vitest.json`),
  },
  { name: 'build (Chrome)', command: 'npx wxt build' },
  { name: 'build (Firefox)', command: 'npx wxt build -b firefox' },
  // Exits non-zero on errors only; its warnings are printed (README › Firefox says which remain, and why).
  {
    name: 'Firefox lint (web-ext)',
    command: 'npx web-ext lint --source-dir .output/firefox-mv2 --self-hosted --no-config-discovery --boring',
  },
  {
    name: 'end-to-end tests',
    command: `PLAYWRIGHT_JSON_OUTPUT_NAME=${RESULTS}/e2e.json npx playwright test --reporter=list,json`,
    count: () => {
      const report = JSON.parse(readFileSync(`${RESULTS}/e2e.json`, 'utf8'));
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  },
  // The main flows again in Debian's firefox-esr, on the Firefox build (README › Firefox).
  {
    name: 'end-to-end tests (Firefox)',
    command: `npx vitest run --config tests/firefox/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${RESULTS}/firefox.json`,
    count: () => vitestCounts(`${RESULTS}/firefox.json`),
  },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const run = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = readCounts(step);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (run.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds}s (exit ${run.status}).`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`tests: ${passed} passed, ${failed} failed`);

/** The step's counts, or nothing when it wrote no results (it failed before running any test). */
function readCounts(step: Step): { passed: number; failed: number } | undefined {
  try {
    return step.count?.();
  } catch {
    return undefined;
  }
}
