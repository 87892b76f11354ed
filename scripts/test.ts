/**
 * `npm test`: every check, then one closing line `tests: N passed, N failed` counting the unit,
 * integration and end-to-end tests (Chromium and Firefox).
 *
 * The checks run in stages, the quick ones that fail fastest first. A stage runs its lanes side by
 * side and the steps of a lane one after the other: much of the time a step waits (on a browser, a
 * timer, the emulator) rather than computes, so a 2-core machine has room for a second lane. The
 * first step of a stage shows its output as it runs; every other step's output is held and shown
 * whole, under its own heading, when it ends. A failed step ends its lane; a stage with a failure
 * ends the run once its other lanes are done.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  name: string;
  command: string;
  /** Shows its output as it runs (one step per stage); the others' output is held until they end. */
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

/** Stages, each a list of lanes, each lane a list of steps (see the top of this file). */
const stages: Step[][][] = [
  [
    [{ name: 'typecheck', command: 'npx tsc --noEmit', live: true }],
    [{ name: 'lint', command: 'npx biome check .' }],
    // Both builds at once: each writes its own .output/ folder.
    [{ name: 'build (Chrome)', command: 'npx wxt build' }],
    [
      { name: 'build (Firefox)', command: 'npx wxt build -b firefox' },
      // Exits non-zero on errors only; its warnings are printed (README › Firefox says which remain, and why).
      {
        name: 'Firefox lint (web-ext)',
        command:
          'npx web-ext lint --source-dir .output/firefox-mv2 --self-hosted --no-config-discovery --boring',
      },
    ],
  ],
  [
    [
      {
        name: 'end-to-end tests',
        command: `PLAYWRIGHT_JSON_OUTPUT_NAME=${RESULTS}/e2e.json npx playwright test --reporter=list,json`,
        live: true,
        count: () => {
          const report = JSON.parse(readFileSync(`${RESULTS}/e2e.json`, 'utf8'));
          return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
        },
      },
    ],
    [
      {
        name: 'unit and integration tests',
        command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${RESULTS}/vitest.json`,
        count: () => vitestCounts(`${RESULTS}/vitest.json`),
      },
    ],
  ],
  // The main flows again in Debian's firefox-esr, on the Firefox build (README › Firefox). Alone:
  // beside the Chromium run its 10 s waits for the popup ran out (measured).
  [
    [
      {
        name: 'end-to-end tests (Firefox)',
        command: `npx vitest run --config tests/firefox/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${RESULTS}/firefox.json`,
        live: true,
        count: () => vitestCounts(`${RESULTS}/firefox.json`),
      },
    ],
  ],
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

/** Runs a lane's steps in turn, until one fails. */
async function runLane(lane: Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await run(step);
    outcomes.push(outcome);
    if (outcome.status !== 0) break;
  }
  return outcomes;
}

let passed = 0;
let failed = 0;
for (const stage of stages) {
  const outcomes = (await Promise.all(stage.map(runLane))).flat();
  let stageFailed = false;
  for (const { step, status, seconds } of outcomes) {
    const counts = readCounts(step);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (status === 0) console.log(`✔ ${step.name} (${seconds}s)`);
    else {
      console.error(`✖ ${step.name} failed after ${seconds}s (exit ${status}).`);
      stageFailed = true;
    }
  }
  if (stageFailed) {
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
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
