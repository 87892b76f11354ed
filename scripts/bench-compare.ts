/**
 * Two builds (or more) compared on the side panel's first row and filters, where `npm run bench`
 * cannot tell them apart: its eleven opens a figure move by more than most changes
 * (docs/benchmarks.md › Comparing two builds).
 *
 *   npm run bench:compare -- --builds OLD_DIR,NEW_DIR [--agency] [--rounds 3] [--opens 21]
 *
 * Each directory is a built Chrome extension (`WXT_OUT_DIR=… npx wxt build`, then its
 * `chrome-mv3`; a `git worktree` of the other commit builds the other). One cache is filled once by
 * the real sync, as the bench fills it (one account of 100,000 reviews, or with `--agency` its five
 * accounts of 20,000 listed as All accounts), then the browser is started again on each build in
 * turn, on that same profile, round after round: each round opens the yardstick, the first row and
 * the filters `opens` times. The machine's drift then falls on every build alike.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chooseAllAccounts } from './bench/agency-panel';
import { addYardstick } from './bench/build';
import { backfillsDone, openAgencySession, openSession } from './bench/session';
import { openPanel } from './bench/side-panel';
import { median } from './bench/stats';
import { ratio } from './bench/yardstick';

const { values } = parseArgs({
  options: {
    builds: { type: 'string', default: '' },
    agency: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    opens: { type: 'string', default: '21' },
  },
});
const builds = values.builds
  .split(',')
  .filter(Boolean)
  .map((dir) => resolve(dir));
if (builds.length < 2) {
  console.error('Give two built extensions or more: --builds OLD_DIR,NEW_DIR (see the comment above).');
  process.exit(2);
}
for (const dir of builds) addYardstick(dir);

const session = values.agency
  ? await openAgencySession(builds[0])
  : await openSession(builds[0], { reviews: 100_000, locations: 100 });
try {
  if (values.agency) await chooseAllAccounts(session);
  else {
    await session.connect(0);
    await backfillsDone(session, 1, 30 * 60_000);
  }
  const byBuild = new Map<string, { filters: number[]; firstRow: number[]; yardstick: number[] }>(
    builds.map((dir) => [dir, { filters: [], firstRow: [], yardstick: [] }]),
  );
  console.log('| round | build | filters ready (median ms) | first row | yardstick | filters ÷ yardstick |');
  console.log('|---|---|---|---|---|---|');
  for (let round = 1; round <= Number(values.rounds); round++)
    for (const [dir, seen] of byBuild) {
      await session.relaunch(dir);
      // The browser's own start-up work (and the worker's first wake) settles before the opens.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const opened = await openPanel(session, Number(values.opens));
      const [filters, firstRow, yardstick] = [opened.filtersReady, opened.renders, opened.yardstick].map(
        median,
      );
      seen.filters.push(filters);
      seen.firstRow.push(firstRow);
      seen.yardstick.push(yardstick);
      console.log(
        `| ${round} | ${dir} | ${filters} | ${firstRow} | ${yardstick} | ${ratio(filters, yardstick)} |`,
      );
    }
  console.log('\n| build | filters ready, each round | median | first row | yardstick |');
  console.log('|---|---|---|---|---|');
  for (const [dir, seen] of byBuild)
    console.log(
      `| ${dir} | ${seen.filters.join(', ')} | ${median(seen.filters)} | ${median(seen.firstRow)} | ${median(seen.yardstick)} |`,
    );
} finally {
  await session.close();
}
