/**
 * `npm test`: every check, then one closing line `tests: N passed, N failed` counting the unit,
 * integration and end-to-end tests (Chromium and Firefox).
 *
 * The steps form a graph: each starts as soon as the steps it needs have passed, and runs beside
 * whatever else is running: the checks and both builds at once, then the unit and integration
 * tests, then the end-to-end tests in Chromium, then the Firefox flows. The test steps run one
 * after another because each of them times what it drives (frames, timers, a browser), and beside
 * one another on two cores they ran out of time; the checks and builds only compute. One
 * step shows its output as it runs; every other step's output is held and shown whole, under its
 * own heading, when it ends. After a failure no further step starts; those running end.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  /** Steps that must pass before this one starts. */
  needs?: string[];
  /** Shows its output as it runs (one step); the others' output is held until they end. */
  live?: boolean;
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
  // Both builds at once: each writes its own .output/ folder.
  { name: 'build (Chrome)', command: 'npx wxt build' },
  { name: 'build (Firefox)', command: 'npx wxt build -b firefox' },
  // Exits non-zero on errors only; its warnings are printed (docs/firefox.md says which remain,
  // and why).
  {
    name: 'Firefox lint (web-ext)',
    command: 'npx web-ext lint --source-dir .output/firefox-mv2 --self-hosted --no-config-discovery --boring',
    needs: ['build (Firefox)'],
  },
  // Before the end-to-end run, not beside it: on a slow 2-core machine the two together ran tests
  // of both layers out of time (the unit tests took 9.7 min instead of 1.3, and three browser tests
  // failed), and vitest at a lower priority (nice) was starved until its own hooks timed out.
  {
    name: 'unit and integration tests',
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
    needs: ['typecheck', 'lint'],
    count: () => vitestCounts(`${RESULTS}/vitest.json`),
  },
  {
    name: 'end-to-end tests',
    command: `PLAYWRIGHT_JSON_OUTPUT_NAME=${RESULTS}/e2e.json npx playwright test --reporter=list,json`,
    // After vitest (above), which itself waits for typecheck and lint.
    needs: ['build (Chrome)', 'unit and integration tests'],
    live: true,
    count: () => {
      const report = JSON.parse(readFileSync(`${RESULTS}/e2e.json`, 'utf8'));
      return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    },
  },
  // The main flows again in Debian's firefox-esr, on the Firefox build (docs/firefox.md). After
  // the Chromium run, though alone they leave a core idle for their ~20 s: beside its second half
  // (tried twice more, 238 and 252 s in all), one of their flows took 47 s instead of 3, close to
  // its 60 s limit; beside all of it, earlier, their waits ran out. Beside vitest (four runs on
  // the quiet 2-core machine, 7 s sooner in all), a page wait of theirs ran out once.
  {
    name: 'end-to-end tests (Firefox)',
    command: `npx vitest run --config tests/firefox/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${RESULTS}/firefox.json`,
    needs: ['build (Firefox)', 'Firefox lint (web-ext)', 'end-to-end tests'],
    count: () => vitestCounts(`${RESULTS}/firefox.json`),
  },
];

interface Outcome {
  step: Step;
  status: number | null;
  seconds: string;
}

/** Runs one step; a held step's output is printed whole when it ends. */
function run(step: Step): Promise<Outcome> {
  console.log(`\n▶ ${step.name}: ${step.command}${step.live ? '' : ' (output shown when it ends)'}`);
  const started = Date.now();
  const child = spawn(step.command, { shell: true, stdio: step.live ? 'inherit' : 'pipe' });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!step.live) {
        console.log(`\n── ${step.name} (${seconds}s) ──`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ step, status, seconds });
    });
  });
}

const started = Date.now();
const outcomes = new Map<string, Outcome>();
const running = new Map<string, Promise<Outcome>>();
let stopped = false;
for (;;) {
  if (!stopped)
    for (const step of steps) {
      const ready = (step.needs ?? []).every((need) => outcomes.get(need)?.status === 0);
      if (!outcomes.has(step.name) && !running.has(step.name) && ready) running.set(step.name, run(step));
    }
  if (running.size === 0) break;
  const outcome = await Promise.race(running.values());
  running.delete(outcome.step.name);
  outcomes.set(outcome.step.name, outcome);
  if (outcome.status === 0) console.log(`✔ ${outcome.step.name} (${outcome.seconds}s)`);
  else {
    console.error(`✖ ${outcome.step.name} failed after ${outcome.seconds}s (exit ${outcome.status}).`);
    stopped = true;
  }
}

let passed = 0;
let failed = 0;
for (const outcome of outcomes.values()) {
  const counts = readCounts(outcome.step);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
}
const skipped = steps.filter((step) => !outcomes.has(step.name)).map((step) => step.name);
if (skipped.length > 0) console.log(`Not run after the failure: ${skipped.join(', ')}.`);
const ok = !stopped && skipped.length === 0;
console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
console.log(`tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
process.exit(ok && failed === 0 ? 0 : 1);

/** The step's counts, or nothing when it wrote no results (it failed before running any test). */
function readCounts(step: Step): { passed: number; failed: number } | undefined {
  try {
    return step.count?.();
  } catch {
    return undefined;
  }
}
