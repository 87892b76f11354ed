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
/**
 * A second yardstick: the blank page's paragraph, put there by the smallest script file a page can
 * have (Manifest V3 allows no inline script), a classic script at the end of the body, which runs
 * as soon as it arrives (a module waits for the parser; measured as one, it gave 1.44× the blank
 * page, this one 1.37×, in runs of their own). It is the floor for any page whose content comes
 * from a script: what the extension's file loader and one script run cost before it can be painted.
 */
export const SCRIPT_PAGE = 'bench-script.html';

/** Builds (unless `skipBuild`: reuse the last bench build) and adds the blank page. */
export function buildForBench({ skipBuild = false } = {}): string {
  const dir = `${BENCH_OUT_DIR}/chrome-mv3`;
  if (!skipBuild) build();
  writeFileSync(
    `${dir}/${BLANK_PAGE}`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head>' +
      '<body><p id="content">Blank extension page</p></body></html>\n',
  );
  writeFileSync(
    `${dir}/${SCRIPT_PAGE}`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head>' +
      '<body><div id="app"></div><script src="/bench-script.js"></script></body></html>\n',
  );
  writeFileSync(
    `${dir}/bench-script.js`,
    "const p = document.createElement('p');\np.id = 'content';\np.textContent = 'Blank extension page';\n" +
      "document.getElementById('app').append(p);\n",
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
