/**
 * The bench's own release build (.output/bench), so it never disturbs .output or a helper's build,
 * plus one page that exists only there: the yardstick every timing budget is a ratio to
 * (yardstick.ts).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const BENCH_OUT_DIR = resolve('.output/bench');
/**
 * The yardstick: a blank extension page whose one paragraph is put there by the smallest script
 * file a page can have (Manifest V3 allows no inline script), a classic script at the end of the
 * body, which runs as soon as it arrives (as a module, which waits for the parser, it was slower:
 * 1.44× a page with no script at all against 1.37×). It is the floor of any page whose content
 * comes from a script: what the extension's file loader and one script run cost before a paint.
 */
export const YARDSTICK_PAGE = 'bench-script.html';
/** What the yardstick shows; the bench waits for it as it waits for the popup's first review. */
export const YARDSTICK_CONTENT = '#content';

/** Builds (unless `skipBuild`: reuse the last bench build) and adds the yardstick page. */
export function buildForBench({ skipBuild = false } = {}): string {
  const dir = `${BENCH_OUT_DIR}/chrome-mv3`;
  if (!skipBuild) build();
  addYardstick(dir);
  return dir;
}

/** Adds the yardstick page to the built extension in `dir`. */
export function addYardstick(dir: string): void {
  writeFileSync(
    `${dir}/${YARDSTICK_PAGE}`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head>' +
      '<body><div id="app"></div><script src="/bench-script.js"></script></body></html>\n',
  );
  writeFileSync(
    `${dir}/bench-script.js`,
    "const p = document.createElement('p');\np.id = 'content';\np.textContent = 'Blank extension page';\n" +
      "document.getElementById('app').append(p);\n",
  );
}

function build(): void {
  const env: NodeJS.ProcessEnv = { ...process.env, WXT_OUT_DIR: BENCH_OUT_DIR };
  // A release build: no connection defaults, the bench saves them on the options page.
  for (const name of ['WXT_SERVICE_URL', 'WXT_AUTH_URL', 'WXT_CLIENT_ID', 'WXT_CLIENT_SECRET'])
    delete env[name];
  const run = spawnSync('npx', ['wxt', 'build'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (run.status !== 0) throw new Error('the bench build failed (see above)');
}
