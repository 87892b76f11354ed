/**
 * The bench's own release build (.output/bench), so it never disturbs .output or a helper's build,
 * plus one page that exists only there: a blank extension page, the yardstick for the popup's
 * time to content (same origin, same process, no script).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const BENCH_OUT_DIR = resolve('.output/bench');
export const BLANK_PAGE = 'bench-blank.html';
/** What the blank page shows; the bench waits for it as it waits for the popup's first review. */
export const BLANK_CONTENT = '#content';

/** Builds (unless `skipBuild`: reuse the last bench build) and adds the blank page. */
export function buildForBench({ skipBuild = false } = {}): string {
  const dir = `${BENCH_OUT_DIR}/chrome-mv3`;
  if (!skipBuild) build();
  writeFileSync(
    `${dir}/${BLANK_PAGE}`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head>' +
      '<body><p id="content">Blank extension page</p></body></html>\n',
  );
  return dir;
}

function build(): void {
  const env: NodeJS.ProcessEnv = { ...process.env, WXT_OUT_DIR: BENCH_OUT_DIR };
  // A release build: no connection defaults, the bench saves them on the options page.
  for (const name of ['WXT_SERVICE_URL', 'WXT_AUTH_URL', 'WXT_CLIENT_ID', 'WXT_CLIENT_SECRET'])
    delete env[name];
  const run = spawnSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (run.status !== 0) throw new Error('the bench build failed (see above)');
}
